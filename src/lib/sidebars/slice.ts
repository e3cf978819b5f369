import type { ResolvedSidebar, SidebarNode, SidebarView, SidebarViewNode } from "./types";

function viewOf(item: SidebarNode): SidebarViewNode {
  if (item.kind === "category") return { ...item, items: item.items.map(viewOf) };
  if (item.kind === "link") return item;
  // The doc id and page kind are the build's; the sidebar renders labels, links and badges.
  const { docId: _docId, pageKind: _pageKind, ...view } = item;
  return view;
}

/**
 * What a sidebar's slice renders: its label and items, without the generated category pages and
 * the ids only the build reads. Every page that shows the sidebar loads this once, so it stays small.
 */
export function sliceSidebar(sidebar: ResolvedSidebar): SidebarView {
  return { label: sidebar.label, items: sidebar.items.map(viewOf) };
}
