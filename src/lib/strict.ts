/**
 * Broken links, broken anchors and duplicate routes are warnings (SPEC §5); a strict build
 * (`DOCS_STRICT=1`, as `npm test` and CI build) fails on them instead.
 */

/** The environment variable that makes the build strict. */
export const STRICT_VARIABLE = "DOCS_STRICT";

/** True when the environment asks for a strict build: `DOCS_STRICT=1` or `true`. */
export function isStrict(env: Readonly<Record<string, string | undefined>>): boolean {
  return /^(1|true|yes)$/i.test(env[STRICT_VARIABLE]?.trim() ?? "");
}

/** The message a strict build stops with, or null when there is nothing to stop for. */
export function strictFailure(warnings: readonly string[]): string | null {
  if (!warnings.length) return null;
  return [
    `${warnings.length} link or route problem(s), which fail the build because ${STRICT_VARIABLE}=1:`,
    ...warnings.map((warning) => `  - ${warning}`),
    `Fix them, or build without ${STRICT_VARIABLE} to see them as warnings.`,
  ].join("\n");
}
