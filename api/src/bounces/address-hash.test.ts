import { describe, expect, it } from 'vitest';
import { addressHash } from './address-hash';

describe('addressHash', () => {
  it('keys an address the same whatever its case and surrounding spaces', () => {
    expect(addressHash(' Ann.Lee@Example.COM ')).toBe(addressHash('ann.lee@example.com'));
  });

  it('keys a formula-guarded results cell as the address it guards', () => {
    expect(addressHash("'-john@example.com")).toBe(addressHash('-john@example.com'));
  });

  it('keys a Unicode domain and its punycode form alike', () => {
    expect(addressHash('jane@münchen.de')).toBe(addressHash('jane@xn--mnchen-3ya.de'));
    expect(addressHash('Jane@MÜNCHEN.de')).toBe(addressHash('jane@xn--mnchen-3ya.de'));
  });

  it('tells different addresses apart', () => {
    expect(addressHash('jane@example.com')).not.toBe(addressHash('jane@example.org'));
  });
});
