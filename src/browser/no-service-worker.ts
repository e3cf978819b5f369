/**
 * Production stand-in for Gatsby's service-worker registration module, used only when no plugin
 * registers a service worker: Gatsby bundles the module either way (about 0.5 KB gzipped) and
 * requires it only when a plugin asks. See src/node/webpack-config.ts.
 */
export {};
