/**
 * Name resolution for the Try-it proxy. An allowed host name is resolved by the proxy itself
 * and every address it resolves to must be public: once before the request is sent, and again
 * when the socket connects, through the `lookup` option of the request, so that a name that
 * changes its answer in between (DNS rebinding) is caught.
 */
import dns from "node:dns";
import type { LookupFunction } from "node:net";
import { forbiddenRange, type ForbiddenRange } from "./addresses.ts";

/** One address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Resolves a host name to all its addresses. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
/** The range that forbids an address, or null. */
export type Classifier = (address: string) => ForbiddenRange | null;
/** Before sending, or when the socket connected. */
export type LookupMoment = "check" | "connect";

/** The system's resolver, every address in the order it gives them. */
export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** A host name resolved to an address the proxy must not connect to. */
export class PrivateAddressError extends Error {
  readonly code = "ETRYIT_PRIVATE_ADDRESS";
  readonly hostname: string;
  readonly address: string;
  readonly range: ForbiddenRange;
  readonly when: LookupMoment;

  constructor(hostname: string, address: string, range: ForbiddenRange, when: LookupMoment) {
    super(`${hostname} resolves to ${address}, in ${range.label}`);
    this.name = "PrivateAddressError";
    this.hostname = hostname;
    this.address = address;
    this.range = range;
    this.when = when;
  }
}

/** A host name that did not resolve. */
export class ResolveError extends Error {
  readonly code = "ENOTFOUND";
  readonly hostname: string;

  constructor(hostname: string, cause: unknown) {
    super(`${hostname} does not resolve${cause instanceof Error && "code" in cause ? ` (${String(cause.code)})` : ""}`);
    this.name = "ResolveError";
    this.hostname = hostname;
  }
}

/** Resolve a host name and check every address; throws PrivateAddressError or ResolveError. */
export async function resolvePublic(
  hostname: string,
  resolve: Resolver,
  classify: Classifier = forbiddenRange,
  when: LookupMoment = "check",
): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
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
 */
export function guardedLookup(resolve: Resolver, classify: Classifier = forbiddenRange): LookupFunction {
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
