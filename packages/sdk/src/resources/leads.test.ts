import { describe, expect, it } from 'vitest';
import { Leadproof } from '../client';
import { BadRequestError, ConflictError } from '../core/error';
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

const facets = {
  total: 120,
  industries: [{ value: 'Software', count: 80 }],
  countries: [{ value: 'US', name: 'United States', count: 120 }],
  seniorities: [{ value: 'vp', count: 30 }],
  companySizes: [
    { min: 51, max: 200, count: 70 },
    { min: 10001, max: null, count: 5 },
  ],
  demo: true,
};
const preset = {
  id: 'p1',
  name: 'US SaaS VPs',
  icp: { industries: ['Software'], countries: ['US'], seniorities: ['vp'] },
  count: 50,
  createdAt: '2026-11-25T21:00:00.000Z',
  updatedAt: '2026-11-25T21:00:00.000Z',
};
const clientWith = (fetch: typeof globalThis.fetch) =>
  new Leadproof({ baseURL: 'https://app.test', fetch, apiKey: 'lp_live_x' });

describe('leads.facets', () => {
  it('GETs /api/leads/facets and returns the facets', async () => {
    const fetch = fakeFetch(json(facets));
    expect(await clientWith(fetch).leads.facets()).toEqual(facets);
    expect(fetch.calls[0]).toMatchObject({ url: 'https://app.test/api/leads/facets', method: 'GET' });
    expect(fetch.calls[0]?.body).toBeUndefined();
  });
});

describe('leads.presets', () => {
  it('creates, lists, renames and deletes, on the contract routes', async () => {
    const fetch = fakeFetch(
      json(preset, 201),
      json({ items: [preset] }),
      json({ ...preset, name: 'US SaaS leaders' }),
      new Response(null, { status: 204 }),
    );
    const { presets } = clientWith(fetch).leads;
    const body = { name: preset.name, icp: { industries: ['Software'], countries: ['us'] }, count: 50 };
    expect(await presets.create(body)).toEqual(preset);
    expect((await presets.list()).items).toEqual([preset]);
    expect((await presets.rename('p/1', { name: 'US SaaS leaders' })).name).toBe('US SaaS leaders');
    expect(await presets.delete('p1')).toBeUndefined();
    expect(fetch.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST https://app.test/api/leads/presets',
      'GET https://app.test/api/leads/presets',
      'POST https://app.test/api/leads/presets/p%2F1',
      'DELETE https://app.test/api/leads/presets/p1',
    ]);
    expect(JSON.parse(fetch.calls[0]?.body ?? '')).toEqual(body);
    expect(JSON.parse(fetch.calls[2]?.body ?? '')).toEqual({ name: 'US SaaS leaders' });
  });

  it('surfaces a duplicate name as ConflictError with the message', async () => {
    const message =
      'You already have a preset named “US SaaS VPs”. Choose another name, or rename or delete that one.';
    // The API marks a conflict that a retry cannot change (x-should-retry: false), as for this one.
    const fetch = fakeFetch(
      json({ error: { code: 'conflict', message } }, 409, { 'x-should-retry': 'false' }),
    );
    const error = await clientWith(fetch)
      .leads.presets.create({ name: 'us saas vps', icp: { industries: ['Software'], countries: ['US'] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).message).toContain('You already have a preset named “US SaaS VPs”');
    expect(fetch.calls).toHaveLength(1);
  });
});
