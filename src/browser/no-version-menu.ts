/**
 * Production stand-in for the docs version dropdown (src/components/layout/VersionMenu), used only
 * when a single version is configured: the dropdown renders nothing then, on the server too, so
 * the page hydrates the same. See src/node/webpack-config.ts.
 */
export function VersionMenu(): null {
  return null;
}
