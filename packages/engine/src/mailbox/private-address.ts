import { BlockList, isIP } from 'node:net';

/**
 * Addresses a probe must never connect to: a hostile MX record could otherwise point the prober at our own network
 * (an SSRF through port 25). IPv4-mapped IPv6 addresses are unwrapped first so `::ffff:10.0.0.1` is caught too;
 * the other IPv6 forms that embed an IPv4 address (NAT64, IPv4-compatible, SIIT, 6to4) are refused whole.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", includes the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, includes the cloud metadata address 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local, includes the EC2 metadata address fd00:ec2::254
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b:1::', 48], // local-use NAT64
  // Forms that carry an IPv4 address a gateway may forward to (issue 34, finding 9). Refused whole, whatever the
  // address inside: a NAT64 or 6to4 relay on our network would connect to 127.0.0.1 or 169.254.169.254 for us.
  ['64:ff9b::', 96], // NAT64 well-known prefix
  ['::', 96], // IPv4-compatible (deprecated), includes ::127.0.0.1
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT)
  ['2002::', 16], // 6to4
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
const MAPPED_V4_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/** True when `ip` is private, loopback, link-local, CGNAT, unspecified, multicast or metadata (or not an IP). */
export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return blocked.check(ip, 'ipv4');
  if (family !== 6) return true;
  const dotted = MAPPED_V4.exec(ip)?.[1];
  if (dotted) return isPrivateAddress(dotted);
  const hex = MAPPED_V4_HEX.exec(ip);
  if (hex) {
    const high = Number.parseInt(hex[1]!, 16);
    const low = Number.parseInt(hex[2]!, 16);
    return isPrivateAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return blocked.check(ip, 'ipv6');
}
