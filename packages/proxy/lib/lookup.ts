// @ts-check
/**
 * Name resolution for the Try-it proxy. An allowed host name is resolved by the proxy itself
 * and every address it resolves to must be public: once before the request is sent, and again
 * when the socket connects, through the `lookup` option of the request, so that a name that
 * changes its answer in between (DNS rebinding) is caught.
 */
import dns from "node:dns";
import { forbiddenRange } from "./addresses.mjs";

/** @typedef {import("./addresses.mjs").ForbiddenRange} ForbiddenRange */
/** @typedef {{ address: string, family: number }} ResolvedAddress */
/** @typedef {(hostname: string) => Promise<ResolvedAddress[]>} Resolver */
/** @typedef {(address: string) => ForbiddenRange | null} Classifier */

/** The system's resolver, every address in the order it gives them. */
/** @type {Resolver} */
export const systemResolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** A host name resolved to an address the proxy must not connect to. */
export class PrivateAddressError extends Error {
  /**
   * @param {string} hostname
   * @param {string} address
   * @param {ForbiddenRange} range
   * @param {"check" | "connect"} when before sending, or when the socket connected
   */
  constructor(hostname, address, range, when) {
    super(`${hostname} resolves to ${address}, in ${range.label}`);
    this.name = "PrivateAddressError";
    this.code = "ETRYIT_PRIVATE_ADDRESS";
    this.hostname = hostname;
    this.address = address;
    this.range = range;
    this.when = when;
  }
}

/** A host name that did not resolve. */
export class ResolveError extends Error {
  /**
   * @param {string} hostname
   * @param {unknown} cause
   */
  constructor(hostname, cause) {
    super(`${hostname} does not resolve${cause instanceof Error && "code" in cause ? ` (${String(cause.code)})` : ""}`);
    this.name = "ResolveError";
    this.code = "ENOTFOUND";
    this.hostname = hostname;
  }
}

/**
 * Resolve a host name and check every address; throws PrivateAddressError or ResolveError.
 * @param {string} hostname
 * @param {Resolver} resolve
 * @param {Classifier} classify
 * @param {"check" | "connect"} when
 * @returns {Promise<ResolvedAddress[]>}
 */
export async function resolvePublic(hostname, resolve, classify = forbiddenRange, when = "check") {
  /** @type {ResolvedAddress[]} */
  let addresses;
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    throw new ResolveError(hostname, error);
  }
  if (addresses.length === 0) throw new ResolveError(hostname, null);
  for (const { address } of addresses) {
    const range = classify(address);
    if (range) throw new PrivateAddressError(hostname, address, range, when);
  }
  return addresses;
}

/**
 * A `lookup` for http.request and net.connect that resolves through `resolve` and fails the
 * connection when any address is not public.
 * @param {Resolver} resolve
 * @param {Classifier} classify
 * @returns {import("node:net").LookupFunction}
 */
export function guardedLookup(resolve, classify = forbiddenRange) {
  return (hostname, options, callback) => {
    const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : Number(options.family ?? 0);
    resolvePublic(hostname, resolve, classify, "connect").then(
      (all) => {
        const usable = family === 4 || family === 6 ? all.filter((a) => a.family === family) : all;
        if (usable.length === 0) return callback(new ResolveError(hostname, null), "");
        if (options.all) return callback(null, usable);
        return callback(null, usable[0].address, usable[0].family);
      },
      (error) => callback(error, ""),
    );
  };
}
