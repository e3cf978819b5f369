/** @jest-environment node */
import { forbiddenRange, isPublicAddress } from "../../../packages/proxy/lib/addresses";

describe("forbiddenRange", () => {
  test.each([
    // IPv4
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local"],
    ["169.254.0.1", "link-local"],
    ["100.64.0.1", "cgnat"],
    ["100.127.255.255", "cgnat"],
    ["192.0.0.8", "reserved"],
    ["192.0.2.10", "documentation"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    ["198.18.0.1", "reserved"],
    ["192.88.99.1", "reserved"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    // IPv6
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["::ffff:127.0.0.1", "ipv4-mapped"],
    ["::ffff:7f00:1", "ipv4-mapped"],
    ["::FFFF:7F00:0001", "ipv4-mapped"],
    ["::ffff:169.254.169.254", "ipv4-mapped"],
    // Mapped public addresses are refused too: no resolver hands them out for a real host.
    ["::ffff:8.8.8.8", "ipv4-mapped"],
    ["::ffff:0:7f00:1", "ipv4-mapped"],
    ["::127.0.0.1", "ipv4-compatible"],
    ["::7f00:1", "ipv4-compatible"],
    ["fe80::1", "link-local"],
    ["febf:ffff::1", "link-local"],
    ["fec0::1", "private"],
    ["fc00::1", "unique-local"],
    ["fd12:3456:789a::1", "unique-local"],
    ["ff02::1", "multicast"],
    ["100::1", "reserved"],
    ["2001:db8::1", "documentation"],
    ["3fff::1", "documentation"],
    ["2001::1", "reserved"], // Teredo
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "reserved"],
    ["5f00::1", "reserved"],
    ["4000::1", "reserved"], // outside 2000::/3
    ["::2", "ipv4-compatible"],
    // 6to4 and NAT64 forms embedding a refused IPv4 address.
    ["2002:7f00:1::", "loopback"],
    ["2002:a9fe:a9fe::1", "link-local"],
    ["2002:c0a8:0101::1", "private"],
    ["64:ff9b::127.0.0.1", "loopback"],
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::a00:1", "private"],
    ["64:ff9b::169.254.169.254", "link-local"],
    ["64:ff9b:1::1", "private"],
    // Not addresses at all.
    ["fe80::1%eth0", "invalid"],
    ["localhost", "invalid"],
    ["2130706433", "invalid"],
    ["0x7f000001", "invalid"],
    ["127.1", "invalid"],
    ["", "invalid"],
  ])("%s is refused as %s", (address, range) => {
    expect(forbiddenRange(address)?.range).toBe(range);
    expect(isPublicAddress(address)).toBe(false);
  });

  test.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.216.34",
    "100.63.255.255", // just below CGNAT
    "100.128.0.0", // just above
    "172.15.255.255", // just below 172.16/12
    "172.32.0.0", // just above
    "169.253.255.255",
    "192.167.255.255",
    "223.255.255.255",
    "2606:4700:4700::1111",
    "2a00:1450:4001:82a::200e",
    "2002:808:808::1", // 6to4 of 8.8.8.8
    "64:ff9b::808:808", // NAT64 of 8.8.8.8
    "64:ff9b::8.8.8.8",
  ])("%s is public", (address) => {
    expect(forbiddenRange(address)).toBeNull();
    expect(isPublicAddress(address)).toBe(true);
  });

  test("labels name the range, and the embedded address of 6to4 and NAT64 forms", () => {
    expect(forbiddenRange("169.254.169.254")?.label).toBe("169.254.0.0/16 (link-local, cloud metadata)");
    expect(forbiddenRange("::ffff:7f00:1")?.label).toContain("127.0.0.1");
    expect(forbiddenRange("2002:7f00:1::")?.label).toBe(
      "2002::/16 (6to4) embedding 127.0.0.1 in 127.0.0.0/8 (loopback)",
    );
  });
});
