// Generated from the JSDoc of the .mjs file of the same name by scripts/tryit-proxy/declarations.mjs --write.
/**
 * Start the proxy.
 * @param {TryItProxyOptions} options
 * @returns {Promise<TryItProxy>}
 */
export function startTryItProxy(options: TryItProxyOptions): Promise<TryItProxy>;
/** @typedef {import("./allowed.mjs").AllowedBase} AllowedBase */
/** @typedef {import("./lookup.mjs").Resolver} Resolver */
/** @typedef {import("./lookup.mjs").Classifier} Classifier */
/** @typedef {import("./problem.mjs").ProblemStatus} ProblemStatus */
/** Path of the proxy's one endpoint, as on the dashboard host. */
export const PROXY_PATH: "/api/proxy";
export type AllowedBase = import("./allowed.mjs").AllowedBase;
export type Resolver = import("./lookup.mjs").Resolver;
export type Classifier = import("./lookup.mjs").Classifier;
export type ProblemStatus = import("./problem.mjs").ProblemStatus;
export type TryItProxyOptions = {
    /**
     * where requests may go
     */
    bases: AllowedBase[];
    /**
     * origins whose pages may call the proxy
     */
    docsOrigins: string[];
    /**
     * default 127.0.0.1
     */
    host?: string | undefined;
    /**
     * default 4030; 0 picks a free port
     */
    port?: number | undefined;
    /**
     * cap on a whole exchange; default 30 s
     */
    timeoutMs?: number | undefined;
    /**
     * cap on a request body; default 10 MB
     */
    maxBodyBytes?: number | undefined;
    /**
     * resolves allowed host names; default the system's
     */
    resolve?: import("./lookup.mjs").Resolver | undefined;
    /**
     * the range that forbids an address, or null; default forbiddenRange
     */
    classify?: import("./lookup.mjs").Classifier | undefined;
    /**
     * one line per exchange; default silent
     */
    log?: ((line: string) => void) | undefined;
};
/**
 * A running proxy.
 */
export type TryItProxy = {
    port: number;
    /**
     * the endpoint, such as http://127.0.0.1:4030/api/proxy
     */
    url: string;
    /**
     * stops accepting, ends open exchanges, then resolves
     */
    close: () => Promise<void>;
};
