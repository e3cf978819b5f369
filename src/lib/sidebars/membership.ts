import { AuthorError } from "../author-error";
import type { SidebarFileItem } from "./schema";
import { locateInSidebar, type SidebarSource } from "./source";

/** Doc ids a sidebar file refers to, in order, including category link docs. */
export function docIdsInSidebar(items: ReadonlyArray<SidebarFileItem>): string[] {
  return docEntries(items, []).map((entry) => entry.id);
}

/** A doc a sidebar lists, with the path of the entry in the file. */
interface DocEntry {
  id: string;
  path: Array<string | number>;
}

function docEntries(items: ReadonlyArray<SidebarFileItem>, path: Array<string | number>): DocEntry[] {
  return items.flatMap((item, index): DocEntry[] => {
    const at = [...path, index];
    if (item.type === "doc") return [{ id: item.id, path: [...at, "id"] }];
    if (item.type !== "category") return [];
    const own = item.link?.type === "doc" ? [{ id: item.link.id, path: [...at, "link", "id"] }] : [];
    return [...own, ...docEntries(item.items, [...at, "items"])];
  });
}

/**
 * A page belongs to one sidebar, and appears in it once: its sidebar decides the navbar section,
 * breadcrumbs and previous/next links. Throws an AuthorError naming every place a doc is listed
 * more than once, in one sidebar or across sidebars.
 */
export function checkSidebarMembership(
  sources: ReadonlyArray<Pick<SidebarSource, "id" | "file" | "data" | "locations">>,
): void {
  const places = new Map<string, string[]>();
  for (const source of sources) {
    for (const entry of docEntries(source.data.items, ["items"])) {
      places.set(entry.id, [...(places.get(entry.id) ?? []), locateInSidebar(source, entry.path)]);
    }
  }
  const repeated = [...places].filter(([, where]) => where.length > 1);
  if (repeated.length === 0) return;
  const lines = repeated.map(([id, where]) => `  - doc "${id}" is listed at ${where.join(" and ")}`);
  throw new AuthorError(
    repeated[0][1][0].replace(/:\d+$/, ""),
    `A doc is listed more than once in the sidebars:\n${lines.join("\n")}\n` +
      "  Fix: list each doc once, in the one sidebar it belongs to; to point at it from elsewhere, use a " +
      "`type: link` item with its /docs path.",
  );
}
