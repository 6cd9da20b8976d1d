import { describe, expect, it } from 'vitest';
import { Leadproof } from '../client';
import { BadRequestError } from '../core/error';
import { fakeFetch, json } from '../internal/fake-fetch';

const quote = { matching: 120, available: 118, count: 50, pricePerRow: 1.5, cost: 75, demo: true };

describe('leads.quote', () => {
  it('POSTs the profile and count to /api/leads/quote and returns the quote', async () => {
    const fetch = fakeFetch(json(quote));
    const client = new Leadproof({ baseURL: 'https://app.test', fetch, apiKey: 'lp_live_x' });
    const body = { icp: { industries: ['Software'], countries: ['us'] }, count: 50 };
    expect(await client.leads.quote(body)).toEqual(quote);
    expect(fetch.calls[0]).toMatchObject({ url: 'https://app.test/api/leads/quote', method: 'POST' });
    expect(JSON.parse(fetch.calls[0]?.body ?? '')).toEqual(body);
    expect(fetch.calls[0]?.headers.get('authorization')).toBe('Bearer lp_live_x');
  });

  it('does not retry a 400: it surfaces at once as BadRequestError', async () => {
    const fetch = fakeFetch(
      json({ error: { code: 'bad_request', message: 'icp.countries: required' } }, 400),
    );
    const client = new Leadproof({ baseURL: 'https://app.test', fetch });
    const error = await client.leads
      .quote({ icp: { industries: ['Software'], countries: ['US'] }, count: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(fetch.calls).toHaveLength(1);
  });
});
