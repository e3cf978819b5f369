/**
 * Production stand-in for Gatsby's internal partytown plugin's browser module, whose only hook
 * returns at once outside development but whose imports (gatsby-script and the partytown
 * snippet, about 2.8 KB gzipped) are bundled anyway. See src/node/webpack-config.ts.
 */
export const onInitialClientRender = (): void => undefined;
