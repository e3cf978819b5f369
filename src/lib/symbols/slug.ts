/**
 * The slug rule: how a ticker, code or name becomes one route segment.
 *
 * Lowercase, accents dropped, and every run of other characters (`.`, `^`, `&`, `/`, spaces) turned
 * into one hyphen, trimmed at both ends: `BRK.B` → `brk-b`, `BP.` → `bp`, `^GSPC` → `gspc`,
 * `EUR` → `eur`, `Société Générale` → `societe-generale`.
 *
 * A dot is allowed in a route segment but the rule never emits one: `/docs/…/brk.b` looks like a
 * file with a `.b` extension to static hosts and browsers, which serve or download it as a file
 * instead of resolving the page, and the local server already rewrites paths ending in `.html`.
 * Hyphens keep every generated segment free of extensions. The cost is that `BRK.B` and `BRK-B`
 * share a slug; `findSlugCollisions` reports such pairs so no page silently replaces another.
 */

/** What a route segment may look like (every route matches `^/docs(/SEGMENT)*$`). */
export const ROUTE_SEGMENT = /^[a-z0-9][a-z0-9._-]*$/;

/** What the slug rule produces: lowercase letters and digits joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Turns a ticker, code or name into a route segment by the slug rule; "" when nothing is left. */
export function symbolSlug(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Whether `value` is already what the slug rule makes of it, as authored slugs must be. */
export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

/** Values of one list that share a slug. */
export interface SlugCollision {
  /** The shared slug. */
  slug: string;
  /** The values that produce it, in list order. */
  values: string[];
}

/**
 * Reports values of one list whose slugs collide (`BRK.B` and `BRK-B` → `brk-b`), in list order.
 * An empty slug counts as a collision with nothing and is left to the caller to reject.
 */
export function findSlugCollisions(
  values: Iterable<string>,
  slugOf: (value: string) => string = symbolSlug,
): SlugCollision[] {
  const bySlug = new Map<string, string[]>();
  for (const value of values) {
    const slug = slugOf(value);
    if (!slug) continue;
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), value]);
  }
  return [...bySlug].filter(([, group]) => group.length > 1).map(([slug, group]) => ({ slug, values: group }));
}
