/**
 * The site's redirects: addresses a reader may type that are no page's, each leading to the page
 * it names (a ticker to its symbol's page). The build computes them from the page kinds and
 * records them next to the pages; the site server and the generated nginx config both answer them
 * with 301, so the two servers cannot differ. Pure, and imported at runtime by the servers.
 */

/** Where the build records the table, under public/. */
export const REDIRECTS_PATH = "/redirects.json";

/** A path a kind would redirect, where to, and how strong its claim is when two claim one path. */
export interface RedirectAlias {
  /** The path as a reader types it; matched without case. */
  from: string;
  /** The route of the page it leads to. */
  to: string;
  /** Lower claims first: a ticker (0) before a pair (1). */
  claim: number;
  /** Order among equal claims: the earlier wins. */
  position: number;
  /** What claims the path, for messages: a file and an entry. */
  source: string;
}

/** One redirect of the table: a path in lower case, and the route it leads to. */
export interface Redirect {
  from: string;
  to: string;
}

/** The table, and the aliases left out with why. */
export interface RedirectTable {
  redirects: Redirect[];
  skipped: string[];
}

/**
 * The redirect table from the kinds' aliases and the routes of the pages the build created.
 * Paths are compared without case, as readers type tickers in either. An alias is left out when
 * its target is no page, or when its path is another page's (a page is never redirected); one
 * that names its own page stays, for the other spellings of the page's path (`EUR` → `eur`). When
 * two aliases claim a path, the lower claim wins, then the earlier position. Sorted by path.
 */
export function redirectTable(aliases: readonly RedirectAlias[], routes: readonly string[]): RedirectTable {
  const pages = new Set(routes);
  const pagesByKey = new Map(routes.map((route) => [route.toLowerCase(), route]));
  const skipped: string[] = [];
  const winners = new Map<string, RedirectAlias>();
  const ordered = [...aliases].sort((a, b) => a.claim - b.claim || a.position - b.position);
  for (const alias of ordered) {
    const key = alias.from.toLowerCase();
    if (!pages.has(alias.to)) {
      skipped.push(`${alias.from} (${alias.source}): its page ${alias.to} does not exist`);
      continue;
    }
    const page = pagesByKey.get(key);
    if (page !== undefined && page !== alias.to) {
      skipped.push(`${alias.from} (${alias.source}): the page ${page} has that path`);
      continue;
    }
    const winner = winners.get(key);
    if (winner) {
      if (winner.to !== alias.to)
        skipped.push(`${alias.from} (${alias.source}): ${winner.source} claims it first, for ${winner.to}`);
      continue;
    }
    winners.set(key, alias);
  }
  const redirects = [...winners]
    .map(([from, alias]) => ({ from, to: alias.to }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return { redirects, skipped };
}

/** The table as servers look paths up: lower-case path → route. */
export function redirectLookup(redirects: readonly Redirect[]): Map<string, string> {
  return new Map(redirects.map(({ from, to }) => [from.toLowerCase(), to]));
}

/**
 * Where a request for `pathname` (decoded) that matched no file leads, or null. Only a path that
 * is no page reaches the table, so a page is never redirected, even to another spelling of itself.
 */
export function redirectFor(lookup: ReadonlyMap<string, string>, pathname: string): string | null {
  const to = lookup.get(pathname.toLowerCase());
  return to === undefined || to === pathname ? null : to;
}
