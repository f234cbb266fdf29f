import { BlockList, isIP } from 'node:net';

/**
 * SSRF guard: addresses a fetched URL (or any redirect) may never reach — loopback, private, link-local
 * (incl. the cloud metadata address 169.254.169.254), CGNAT, "this network", multicast, reserved and their
 * IPv6 equivalents, including IPv4-mapped IPv6 forms.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  // Teredo tunnels hide the IPv4 they reach (obfuscated): refused rather than decoded.
  ['2001::', 32],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The 8 16-bit groups of an IPv6 address (with `::` expanded and a dotted IPv4 tail converted), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const b = dotted.slice(1).map(Number);
    if (b.some((n) => n > 255)) return null;
    text = `${text.slice(0, dotted.index)}${((b[0] << 8) | b[1]).toString(16)}:${((b[2] << 8) | b[3]).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const groups = [...head, ...Array<number>(Math.max(fill, 0)).fill(0), ...tail];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g)) ? groups : null;
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The IPv4 address an IPv6 address carries, in any of its forms: IPv4-compatible (::a.b.c.d, ::7f00:1),
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96 and 64:ff9b:1::/48)
 * and 6to4 (2002:AABB:CCDD::/48). Such an address is judged by the IPv4 it reaches.
 */
export function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (!g) return null;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (g[5] === 0 || g[5] === 0xffff)) {
    // :: and ::1 are the unspecified and loopback addresses themselves, not IPv4-compatible ones.
    if (g[5] === 0 && g[6] === 0 && g[7] <= 1) return null;
    return v4(g[6], g[7]);
  }
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return v4(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && (zeros(2, 6) || g[2] === 1)) return v4(g[6], g[7]);
  if (g[0] === 0x2002) return v4(g[1], g[2]);
  return null;
}

/** True when the address must not be fetched. Anything that is not an IP address is refused too. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) {
    const inner = embeddedIpv4(bare);
    if (inner) return blocked.check(inner, 'ipv4');
    return blocked.check(bare, 'ipv6');
  }
  return true;
}
