/** @jest-environment node */
/**
 * Every guide in content/docs is reachable from a sidebar: listed as a doc, or as the link of a
 * category. A page only reachable by its URL is an orphan readers never find.
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";

const ROOT = path.resolve(__dirname, "../..");

function guideIds(dir = "content/docs"): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return guideIds(relative);
    return entry.name.endsWith(".mdx") ? [relative.replace(/^content\/docs\//, "").replace(/\.mdx$/, "")] : [];
  });
}

/** Doc ids a sidebar file lists, in items and category links, at any depth. */
function listedIds(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(listedIds);
  if (!node || typeof node !== "object") return [];
  const record = node as Record<string, unknown>;
  const own = record.type === "doc" && typeof record.id === "string" ? [record.id] : [];
  return [...own, ...Object.values(record).flatMap(listedIds)];
}

test("every guide is listed in a sidebar", () => {
  const sidebars = fs.readdirSync(path.join(ROOT, "content/sidebars")).filter((file) => file.endsWith(".yaml"));
  const listed = new Set(sidebars.flatMap((file) => listedIds(YAML.parse(fs.readFileSync(path.join(ROOT, "content/sidebars", file), "utf8")))));
  expect(guideIds().filter((id) => !listed.has(id))).toEqual([]);
});
