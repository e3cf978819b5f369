/** The first breadcrumb of a sidebar's pages: the navbar item that opens the sidebar. */
export function sidebarRootCrumb(
  navbar: ReadonlyArray<{ label: string; href: string; sidebar?: string }>,
  sidebarId: string | null,
  route: string,
): { label: string; href: string } | null {
  const item = navbar.find((entry) => entry.sidebar !== undefined && entry.sidebar === sidebarId);
  if (!item || item.href === route) return null;
  return { label: item.label, href: item.href };
}
