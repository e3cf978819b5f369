/**
 * Requests the HTML renderer keeps in its bundle: relative and absolute paths, loader requests,
 * files that are not JavaScript (stylesheets, images, fonts…), webpack aliases (Gatsby's runtime
 * entry behind `gatsby`, its router behind `@reach/router`…), and Gatsby's own packages, which
 * read constants webpack defines at build time (`__BASE_PATH__`, `__PATH_PREFIX__`).
 */
export function rendererBundles(request: string, aliases: readonly string[]): boolean {
  if (/^[./]|^[a-z]:\\|!/i.test(request)) return true;
  if (/\.(?!(?:[cm]?js|json)$)[a-z0-9]+$/i.test(request)) return true;
  if (/^(?:gatsby|@gatsbyjs\/)/.test(request)) return true;
  return aliases.some((alias) => request === alias || request.startsWith(`${alias}/`));
}

/** A webpack `externals` function, as webpack 5 calls it. */
export type ExternalsFunction = (
  data: { request?: string },
  callback: (error?: Error | null, result?: string) => void,
) => void;

/**
 * Leaves the packages the HTML renderer imports out of its bundle: Node.js requires them from
 * node_modules when the pages are rendered, as Gatsby already does for React. The renderer then
 * spends no time resolving, parsing and concatenating instantsearch, Emotion or MDX's runtime,
 * and writes the same HTML. `aliases` are the keys of webpack's `resolve.alias` (a trailing `$`,
 * webpack's exact-match marker, is ignored).
 */
export function externalizePackages(aliases: readonly string[]): ExternalsFunction {
  const names = aliases.map((alias) => alias.replace(/\$$/, ""));
  return ({ request }, callback) => {
    if (!request || request.startsWith("node:") || rendererBundles(request, names)) return callback();
    callback(null, `commonjs ${request}`);
  };
}

/** The parts of Gatsby's state that say whether it builds engines for server-side rendering. */
export interface RenderingState {
  pages: Map<string, { mode?: string; defer?: boolean }>;
  components: Map<string, { serverData?: boolean; config?: boolean }>;
}

/**
 * Whether Gatsby bundles the renderer into engines run at request time (deferred or server-
 * rendered pages, `getServerData` or `config` exports): those must carry their packages with
 * them, so the packages then stay in the bundle. The same conditions as Gatsby's
 * shouldGenerateEngines (gatsby/dist/utils/engines-helpers).
 */
export function buildsEngines({ pages, components }: RenderingState): boolean {
  return (
    [...pages.values()].some((page) => page.defer || (page.mode !== undefined && page.mode !== "SSG")) ||
    [...components.values()].some((component) => component.serverData || component.config)
  );
}
