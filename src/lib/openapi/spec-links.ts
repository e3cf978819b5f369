import { markdownLinkUrls } from "../markdown";
import { classifyUrl, SAFE_URL_HINT } from "../safe-url";
import { childPointer, isObject, specError, type SpecDocument } from "./document";

/** Fields of spec objects whose Markdown the site renders. */
const MARKDOWN_FIELDS = new Set(["description", "summary"]);

/** An unsafe URL found in a spec, at a JSON pointer. */
export interface SpecUnsafeLink {
  pointer: string;
  url: string;
  reason: string;
}

/**
 * Every link of an OpenAPI or AsyncAPI document that is not safe to render: `externalDocs.url`
 * and links in Markdown descriptions and summaries, anywhere in the document. Examples and
 * schema defaults are data, not links, and are left alone.
 */
export function findSpecUnsafeLinks(root: unknown): SpecUnsafeLink[] {
  const found: SpecUnsafeLink[] = [];
  const check = (pointer: string, url: string) => {
    const verdict = classifyUrl(url);
    if (!verdict.safe) found.push({ pointer, url, reason: verdict.reason });
  };
  const visit = (value: unknown, pointer: string, key: string | null): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, childPointer(pointer, index), null));
    if (!isObject(value)) return;
    if (key === "example" || key === "examples" || key === "default" || key === "const" || key === "enum") return;
    for (const [field, child] of Object.entries(value)) {
      const at = childPointer(pointer, field);
      if (typeof child === "string" && MARKDOWN_FIELDS.has(field))
        markdownLinkUrls(child).forEach((url) => check(at, url));
      else if (field === "externalDocs" && isObject(child) && typeof child.url === "string")
        check(childPointer(at, "url"), child.url);
      else visit(child, at, field);
    }
  };
  visit(root, "#", null);
  return found;
}

/** Throws an author error naming the first unsafe link of a spec: file, line, pointer, the fix. */
export function checkSpecLinks(document: SpecDocument): void {
  const [first, ...others] = findSpecUnsafeLinks(document.root);
  if (!first) return;
  const more = others.length > 0 ? ` (${others.length} more: ${others.map((link) => link.pointer).join(", ")})` : "";
  throw specError(
    document,
    first.pointer,
    `unsafe link ${JSON.stringify(first.url)}: ${first.reason}.${more} Fix: ${SAFE_URL_HINT}`,
  );
}
