import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { leadsRequest } from './leads-quote';

const base = {
  industries: ['Software'],
  countries: ['us'],
  seniorities: [],
  titles: [],
  sizes: [],
  count: '50',
};

describe('leadsRequest (the profile from the flags)', () => {
  it('builds the contract ICP: upper-case countries, optional filters only when given', () => {
    expect(leadsRequest(base)).toEqual({ icp: { industries: ['Software'], countries: ['US'] }, count: 50 });
    expect(
      leadsRequest({
        ...base,
        seniorities: ['vp'],
        titles: ['sales'],
        sizes: ['51-200', '1000+', '1000-', '250'],
      }),
    ).toEqual({
      icp: {
        industries: ['Software'],
        countries: ['US'],
        seniorities: ['vp'],
        titleKeywords: ['sales'],
        companySizes: [{ min: 51, max: 200 }, { min: 1000 }, { min: 1000 }, { min: 250, max: 250 }],
      },
      count: 50,
    });
  });

  it.each([
    [{ industries: [] }, /--industry/],
    [{ countries: [] }, /--country/],
    [{ countries: ['USA'] }, /--country: must be an ISO 3166-1 alpha-2/],
    [{ seniorities: ['boss'] }, /--seniority/],
    [{ sizes: ['200-51'] }, /--size "200-51"/],
    [{ sizes: ['big'] }, /--size "big"/],
    [{ count: '0' }, /--count "0"/],
    [{ count: '2.5' }, /--count "2.5"/],
    [{ count: '10001' }, /--count "10001"/],
    [{ count: undefined }, /Give --count/],
  ])('refuses %j with a usage error (exit 2)', (change, message) => {
    const error = (() => {
      try {
        leadsRequest({ ...base, ...change });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(message);
  });
});
