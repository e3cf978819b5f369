// Generated from the JSDoc of the .mjs file of the same name by scripts/tryit-proxy/declarations.mjs --write.
/**
 * Resolve a host name and check every address; throws PrivateAddressError or ResolveError.
 * @param {string} hostname
 * @param {Resolver} resolve
 * @param {Classifier} classify
 * @param {"check" | "connect"} when
 * @returns {Promise<ResolvedAddress[]>}
 */
export function resolvePublic(hostname: string, resolve: Resolver, classify?: Classifier, when?: "check" | "connect"): Promise<ResolvedAddress[]>;
/**
 * A `lookup` for http.request and net.connect that resolves through `resolve` and fails the
 * connection when any address is not public.
 * @param {Resolver} resolve
 * @param {Classifier} classify
 * @returns {import("node:net").LookupFunction}
 */
export function guardedLookup(resolve: Resolver, classify?: Classifier): import("node:net").LookupFunction;
/** @typedef {import("./addresses.mjs").ForbiddenRange} ForbiddenRange */
/** @typedef {{ address: string, family: number }} ResolvedAddress */
/** @typedef {(hostname: string) => Promise<ResolvedAddress[]>} Resolver */
/** @typedef {(address: string) => ForbiddenRange | null} Classifier */
/** The system's resolver, every address in the order it gives them. */
/** @type {Resolver} */
export const systemResolver: Resolver;
/** A host name resolved to an address the proxy must not connect to. */
export class PrivateAddressError extends Error {
    /**
     * @param {string} hostname
     * @param {string} address
     * @param {ForbiddenRange} range
     * @param {"check" | "connect"} when before sending, or when the socket connected
     */
    constructor(hostname: string, address: string, range: ForbiddenRange, when: "check" | "connect");
    code: string;
    hostname: string;
    address: string;
    range: import("./addresses.mjs").ForbiddenRange;
    when: "check" | "connect";
}
/** A host name that did not resolve. */
export class ResolveError extends Error {
    /**
     * @param {string} hostname
     * @param {unknown} cause
     */
    constructor(hostname: string, cause: unknown);
    code: string;
    hostname: string;
}
export type ForbiddenRange = import("./addresses.mjs").ForbiddenRange;
export type ResolvedAddress = {
    address: string;
    family: number;
};
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
export type Classifier = (address: string) => ForbiddenRange | null;
