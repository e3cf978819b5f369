import { allowsPrefetch, type ConnectionInfo } from "../lib/chrome/connection";

interface HoverLoader {
  hovering(path: string): void;
}

/**
 * Gatsby skips viewport prefetching on 2g and with data-saver, but loads a page's resources as
 * soon as a link is hovered whatever the connection. This applies the same rule to hovering.
 */
export function applyPrefetchPolicy(
  loader: HoverLoader | undefined,
  connection: () => ConnectionInfo | undefined,
): void {
  if (!loader) return;
  const hovering = loader.hovering.bind(loader);
  loader.hovering = (path) => {
    if (allowsPrefetch(connection())) hovering(path);
  };
}
