/**
 * Page modules must default-export their component. Gatsby renders whatever a page module
 * exports by default; without one it would try to render the module object and fail with
 * React's generic "Element type is invalid". These rules give the reason instead, at build time
 * (from the source) and in the browser (from the loaded module).
 */

/** Removes comments and the contents of string and template literals, so their text cannot fake an export. */
function codeOnly(source: string): string {
  return source.replace(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|`(?:\\[\s\S]|[^\\`])*`|"(?:\\.|[^\\"\n])*"|'(?:\\.|[^\\'\n])*'/g,
    (match) => (match.startsWith("/") ? " " : '""'),
  );
}

/** Whether a JavaScript or TypeScript module's source has a default export. */
export function hasDefaultExport(source: string): boolean {
  const code = codeOnly(source);
  return /\bexport\s+default\b/.test(code) || /\bexport\s*\{[^}]*\bdefault\b[^}]*\}/.test(code);
}

/** The message for a page module without a default export. */
export function noDefaultExportMessage(file: string): string {
  return `The page component ${file} has no default export. Fix: export the page component as the module's default, e.g. \`export default function Page() { … }\`.`;
}

/** Whether a value can be rendered as a React element type: a function, a class, or a React object type (memo, forwardRef, lazy). */
export function isComponentType(value: unknown): boolean {
  if (typeof value === "function" || typeof value === "string") return true;
  return typeof value === "object" && value !== null && "$$typeof" in value;
}
