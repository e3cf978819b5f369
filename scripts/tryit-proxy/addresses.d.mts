// Generated from the JSDoc of the .mjs file of the same name by scripts/tryit-proxy/declarations.mjs --write.
/**
 * The range that makes an address one the proxy must not connect to, or null for a public
 * unicast address. Accepts IPv4 dotted quads and IPv6 text, with or without brackets; an IPv6
 * zone (`fe80::1%eth0`) or anything that is not an IP address is refused as invalid.
 * @param {string} address
 * @returns {ForbiddenRange | null}
 */
export function forbiddenRange(address: string): ForbiddenRange | null;
/**
 * Whether the proxy may connect to an address it resolved from an allowed host name.
 * @param {string} address
 */
export function isPublicAddress(address: string): boolean;
/**
 * Why an address is refused.
 */
export type ForbiddenRange = {
    /**
     * stable code: unspecified, loopback, private, link-local, cgnat,
     * unique-local, multicast, reserved, documentation, ipv4-mapped, ipv4-compatible, invalid
     */
    range: string;
    /**
     * the range in CIDR form with its name, for messages
     */
    label: string;
};
/**
 * network as a 32-bit number, prefix length, code, name
 */
export type V4Rule = [number, number, string, string];
