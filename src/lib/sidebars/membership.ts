import type { SidebarFileItem } from "./schema";

/** Doc ids a sidebar file refers to, in order, including category link docs. */
export function docIdsInSidebar(items: ReadonlyArray<SidebarFileItem>): string[] {
  return items.flatMap((item): string[] => {
    if (item.type === "doc") return [item.id];
    if (item.type === "category") {
      const own = item.link?.type === "doc" ? [item.link.id] : [];
      return [...own, ...docIdsInSidebar(item.items)];
    }
    return [];
  });
}
