// Generated from the JSDoc of the .mjs file of the same name by scripts/mock-stream/declarations.mjs --write.
/**
 * A stable number in [0, 1) from a string (FNV-1a), for made-up but repeatable levels.
 * @param {string} text
 */
export function unitHash(text: string): number;
/**
 * The price a symbol's random walk starts from.
 * @param {Asset} asset
 * @param {string} symbol normalised symbol
 * @param {string} [quoteCurrency] crypto: the fiat currency of the pair
 */
export function referencePrice(asset: Asset, symbol: string, quoteCurrency?: string): number;
export type Asset = import("./catalogue.mjs").Asset;
