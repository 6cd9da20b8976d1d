import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address';

describe('isPrivateAddress', () => {
  it.each([
    '10.1.2.3',
    '127.0.0.1',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    // IPv6 forms that carry an IPv4 address (issue 34, finding 9): NAT64, IPv4-compatible, SIIT, 6to4.
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::808:808',
    '::7f00:1',
    '::127.0.0.1',
    '::a00:1',
    '::ffff:0:7f00:1',
    '::ffff:0:808:808',
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2002:808:808::1',
    'not-an-ip',
  ])('refuses %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])('allows %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
});
