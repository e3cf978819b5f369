/**
 * Classifies IP addresses for the Try-it proxy: an address the proxy may connect to for a host
 * name it resolved is a public unicast one. Everything else (loopback, private, link-local,
 * CGNAT, unique-local, multicast, reserved and documentation ranges, the unspecified address)
 * is refused, and so are the IPv6 forms that carry an IPv4 address (IPv4-mapped and
 * IPv4-compatible always; 6to4 and NAT64 when the address they embed is refused).
 */
import net from "node:net";

/** Why an address is refused. */
export interface ForbiddenRange {
  /**
   * Stable code: unspecified, loopback, private, link-local, cgnat, unique-local, multicast,
   * reserved, documentation, ipv4-mapped, ipv4-compatible, invalid.
   */
  range: string;
  /** The range in CIDR form with its name, for messages. */
  label: string;
}

/** Network as a 32-bit number, prefix length, code, name. */
type V4Rule = [network: number, prefix: number, range: string, label: string];

/** IPv4 special-purpose ranges (RFC 6890 and updates) the proxy refuses. */
const V4_RULES: V4Rule[] = [
  [v4("0.0.0.0"), 8, "unspecified", "0.0.0.0/8 (this network)"],
  [v4("10.0.0.0"), 8, "private", "10.0.0.0/8 (private)"],
  [v4("100.64.0.0"), 10, "cgnat", "100.64.0.0/10 (carrier-grade NAT)"],
  [v4("127.0.0.0"), 8, "loopback", "127.0.0.0/8 (loopback)"],
  [v4("169.254.0.0"), 16, "link-local", "169.254.0.0/16 (link-local, cloud metadata)"],
  [v4("172.16.0.0"), 12, "private", "172.16.0.0/12 (private)"],
  [v4("192.0.0.0"), 24, "reserved", "192.0.0.0/24 (IETF protocol assignments)"],
  [v4("192.0.2.0"), 24, "documentation", "192.0.2.0/24 (documentation)"],
  [v4("192.88.99.0"), 24, "reserved", "192.88.99.0/24 (6to4 relay)"],
  [v4("192.168.0.0"), 16, "private", "192.168.0.0/16 (private)"],
  [v4("198.18.0.0"), 15, "reserved", "198.18.0.0/15 (benchmarking)"],
  [v4("198.51.100.0"), 24, "documentation", "198.51.100.0/24 (documentation)"],
  [v4("203.0.113.0"), 24, "documentation", "203.0.113.0/24 (documentation)"],
  [v4("224.0.0.0"), 4, "multicast", "224.0.0.0/4 (multicast)"],
  [v4("240.0.0.0"), 4, "reserved", "240.0.0.0/4 (reserved, broadcast)"],
];

/** A dotted-quad IPv4 address as an unsigned 32-bit number. */
function v4(address: string): number {
  return address.split(".").reduce((acc, part) => acc * 256 + Number(part), 0);
}

/** An unsigned 32-bit number as a dotted quad. */
function dotted(value: number): string {
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join(".");
}

/** The refused range of an IPv4 address (as a 32-bit number), or null when it is public. */
function classifyV4(value: number): ForbiddenRange | null {
  for (const [network, prefix, range, label] of V4_RULES) {
    const size = 2 ** (32 - prefix);
    if (value >= network && value < network + size) return { range, label };
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (no brackets, no zone), or null when malformed. */
function hextets(address: string): number[] | null {
  let text = address;
  let tail: number[] = [];
  // A trailing dotted IPv4 address stands for the last two groups.
  const dottedTail = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dottedTail) {
    if (net.isIPv4(dottedTail[2]) === false) return null;
    const value = v4(dottedTail[2]);
    tail = [value >>> 16, value & 0xffff];
    text = dottedTail[1].endsWith("::") ? dottedTail[1] : dottedTail[1].slice(0, -1);
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string) =>
    part === "" ? [] : part.split(":").map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  const known = head.length + rest.length + tail.length;
  if ([...head, ...rest].some(Number.isNaN)) return null;
  if (halves.length === 1 && known !== 8) return null;
  if (halves.length === 2 && known > 7) return null;
  return [...head, ...new Array<number>(8 - known).fill(0), ...rest, ...tail];
}

/** Whether the first `bits` bits of an address's eight groups equal those of a network's (zero-filled) groups. */
function inPrefix(groups: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < 8 && bits > 0; i += 1) {
    const take = Math.min(16, bits);
    const mask = (0xffff << (16 - take)) & 0xffff;
    if ((groups[i] & mask) !== ((prefix[i] ?? 0) & mask)) return false;
    bits -= take;
  }
  return true;
}

/** The refused range of an IPv6 address given as its eight groups, or null when it is public. */
function classifyV6(g: number[]): ForbiddenRange | null {
  const embeddedLow = ((g[6] << 16) >>> 0) + g[7];
  if (g.every((x) => x === 0)) return { range: "unspecified", label: ":: (unspecified)" };
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return { range: "loopback", label: "::1 (loopback)" };
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return { range: "ipv4-mapped", label: `::ffff:0:0/96 (IPv4-mapped, ${dotted(embeddedLow)})` };
  }
  // ::ffff:0:0:0/96 (IPv4-translated, RFC 2765) carries an IPv4 address the same way.
  if (g.slice(0, 4).every((x) => x === 0) && g[4] === 0xffff && g[5] === 0) {
    return { range: "ipv4-mapped", label: `::ffff:0:0:0/96 (IPv4-translated, ${dotted(embeddedLow)})` };
  }
  if (g.slice(0, 6).every((x) => x === 0)) {
    return { range: "ipv4-compatible", label: `::/96 (IPv4-compatible, ${dotted(embeddedLow)})` };
  }
  // NAT64 (64:ff9b::/96 well-known, 64:ff9b:1::/48 local use) and 6to4 (2002::/16) reach the
  // IPv4 address they embed: refused when that one is.
  if (inPrefix(g, [0x64, 0xff9b], 96)) {
    const inner = classifyV4(embeddedLow);
    return (
      inner && { range: inner.range, label: `64:ff9b::/96 (NAT64) embedding ${dotted(embeddedLow)} in ${inner.label}` }
    );
  }
  if (inPrefix(g, [0x64, 0xff9b, 1], 48)) return { range: "private", label: "64:ff9b:1::/48 (local-use NAT64)" };
  if (inPrefix(g, [0x2002], 16)) {
    const embedded = ((g[1] << 16) >>> 0) + g[2];
    const inner = classifyV4(embedded);
    return inner && { range: inner.range, label: `2002::/16 (6to4) embedding ${dotted(embedded)} in ${inner.label}` };
  }
  if (inPrefix(g, [0xfe80], 10)) return { range: "link-local", label: "fe80::/10 (link-local)" };
  if (inPrefix(g, [0xfec0], 10)) return { range: "private", label: "fec0::/10 (site-local)" };
  if (inPrefix(g, [0xfc00], 7)) return { range: "unique-local", label: "fc00::/7 (unique-local)" };
  if (inPrefix(g, [0xff00], 8)) return { range: "multicast", label: "ff00::/8 (multicast)" };
  if (inPrefix(g, [0x0100], 64)) return { range: "reserved", label: "100::/64 (discard-only)" };
  if (inPrefix(g, [0x2001, 0x0db8], 32)) return { range: "documentation", label: "2001:db8::/32 (documentation)" };
  if (inPrefix(g, [0x3fff], 20)) return { range: "documentation", label: "3fff::/20 (documentation)" };
  // Teredo (2001::/32) hides an IPv4 address; the rest of 2001::/23 is protocol assignments.
  if (inPrefix(g, [0x2001], 23)) return { range: "reserved", label: "2001::/23 (IETF protocol assignments, Teredo)" };
  if (inPrefix(g, [0x5f00], 16)) return { range: "reserved", label: "5f00::/16 (segment routing)" };
  // Only 2000::/3 is global unicast; everything else is reserved by IANA.
  if (!inPrefix(g, [0x2000], 3)) return { range: "reserved", label: "outside 2000::/3 (not global unicast)" };
  return null;
}

/**
 * The range that makes an address one the proxy must not connect to, or null for a public
 * unicast address. Accepts IPv4 dotted quads and IPv6 text, with or without brackets; an IPv6
 * zone (`fe80::1%eth0`) or anything that is not an IP address is refused as invalid.
 */
export function forbiddenRange(address: string): ForbiddenRange | null {
  const text = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  if (net.isIPv4(text)) return classifyV4(v4(text));
  if (!text.includes("%") && net.isIPv6(text)) {
    const groups = hextets(text);
    if (groups) return classifyV6(groups);
  }
  return { range: "invalid", label: `'${address}' (not an IP address)` };
}

/** Whether the proxy may connect to an address it resolved from an allowed host name. */
export function isPublicAddress(address: string): boolean {
  return forbiddenRange(address) === null;
}
