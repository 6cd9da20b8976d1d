import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath (?next= after sign-in)', () => {
  it.each([
    ['/pricing', '/pricing'],
    ['/dashboard/orders?tab=pending#top', '/dashboard/orders?tab=pending#top'],
    ['/./pricing', '/pricing'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('follows the same-origin path %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['pricing'],
    ['//evil.example'],
    ['//evil.example/pricing'],
    ['https://evil.example'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/..//evil.example'],
    [' /pricing'],
  ])('sends %j to /dashboard', (next) => {
    expect(safeNextPath(next)).toBe('/dashboard');
  });
});
