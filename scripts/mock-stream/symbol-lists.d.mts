// Generated from the JSDoc of the .mjs file of the same name by scripts/mock-stream/declarations.mjs --write.
/**
 * Load the symbol lists from a content/symbols directory.
 * @param {string} dir
 * @returns {SymbolLists}
 */
export function loadSymbolLists(dir: string): SymbolLists;
/**
 * The streamable symbols of each asset class, with what the quotes need.
 */
export type SymbolLists = {
    /**
     * tickers with their listing country
     */
    stocks: {
        symbol: string;
        country: string;
    }[];
    /**
     * index codes
     */
    indices: string[];
    /**
     * currency pairs, such as EURUSD
     */
    currencies: string[];
    /**
     * pairs with their fiat currency
     */
    crypto: {
        symbol: string;
        quote: string;
    }[];
    commodities: {
        symbol: string;
        unit: string;
        currency: string;
    }[];
};
