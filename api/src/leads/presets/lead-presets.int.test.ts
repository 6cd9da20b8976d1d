/**
 * Saved lead profiles over HTTP on both databases (issue #23, item 4): create, list, rename and delete; a name the
 * user already has (whatever its case) is refused with 409, on create and on rename; another user's preset is
 * answered like one that does not exist (404); a bad body gets 400 naming the field; and the per-user cap holds.
 */
import { BadRequestError, ConflictError, NotFoundError } from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { singleDatabaseKinds } from '../../testing/test-databases';
import { authedFetch, createTestUser } from '../../testing/test-users';
import { MAX_LEAD_PRESETS } from './create-lead-preset';

const icp = { industries: ['Software'], countries: ['us', 'DE'], seniorities: ['vp' as const] };

describe.each(singleDatabaseKinds)('lead presets on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });

  afterAll(async () => {
    await server?.dispose();
  });

  /** The API's own message of a refused call. */
  const apiMessage = (error: unknown) =>
    (error as { body: { error: { message: string } } }).body.error.message;

  async function signedIn() {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    return { user, client };
  }

  it('creates, lists by name, renames and deletes', async () => {
    const { client } = await signedIn();
    const saas = await client.leads.presets.create({ name: '  US SaaS VPs ', icp, count: 50 });
    expect(saas).toMatchObject({
      name: 'US SaaS VPs',
      icp: { industries: ['Software'], countries: ['US', 'DE'], seniorities: ['vp'] },
      count: 50,
    });
    expect(saas.createdAt).toBe(saas.updatedAt);
    const agencies = await client.leads.presets.create({
      name: 'agencies',
      icp: { industries: ['Marketing'], countries: ['GB'], companySizes: [{ min: 11, max: 50 }] },
    });
    expect(agencies.count).toBeNull();
    expect((await client.leads.presets.list()).items.map((p) => p.name)).toEqual(['agencies', 'US SaaS VPs']);

    const renamed = await client.leads.presets.rename(saas.id, { name: 'SaaS leaders' });
    expect(renamed).toMatchObject({ id: saas.id, name: 'SaaS leaders', icp: saas.icp, count: 50 });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saas.updatedAt));
    // Changing only the case of its own name is a rename, not a clash.
    expect((await client.leads.presets.rename(saas.id, { name: 'saas LEADERS' })).name).toBe('saas LEADERS');

    await client.leads.presets.delete(agencies.id);
    expect((await client.leads.presets.list()).items.map((p) => p.id)).toEqual([saas.id]);
    await expect(client.leads.presets.delete(agencies.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a name the user already has, whatever its case, on create and on rename (409)', async () => {
    const { client } = await signedIn();
    await client.leads.presets.create({ name: 'Fintech CFOs', icp });
    const other = await client.leads.presets.create({ name: 'Other', icp });
    const duplicate = await client.leads.presets
      .create({ name: 'fintech cfos', icp })
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(ConflictError);
    expect(apiMessage(duplicate)).toMatch(/^You already have a preset named “Fintech CFOs”/);
    // Final, not a lock: the SDK surfaces it at once instead of retrying a refusal that cannot change.
    expect((duplicate as ConflictError).headers?.get('x-should-retry')).toBe('false');
    const clash = await client.leads.presets
      .rename(other.id, { name: 'FINTECH CFOs' })
      .catch((error: unknown) => error);
    expect(clash).toBeInstanceOf(ConflictError);
    expect(apiMessage(clash)).toMatch(/^You already have a preset named “Fintech CFOs”/);
    expect((await client.leads.presets.list()).items.map((p) => p.name)).toEqual(['Fintech CFOs', 'Other']);
    // Another user may use the same name.
    const { client: stranger } = await signedIn();
    expect((await stranger.leads.presets.create({ name: 'Fintech CFOs', icp })).name).toBe('Fintech CFOs');
  });

  it("answers another user's preset like one that does not exist (404), and leaves it alone", async () => {
    const { client: owner } = await signedIn();
    const { client: stranger } = await signedIn();
    const preset = await owner.leads.presets.create({ name: 'Mine', icp });
    expect((await stranger.leads.presets.list()).items).toEqual([]);
    for (const attempt of [
      () => stranger.leads.presets.rename(preset.id, { name: 'Taken over' }),
      () => stranger.leads.presets.delete(preset.id),
      () => stranger.leads.presets.delete('not-a-uuid'),
    ]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotFoundError);
      expect(apiMessage(error)).toBe('Preset not found.');
    }
    expect((await owner.leads.presets.list()).items).toEqual([preset]);
  });

  it('refuses a bad body with 400 naming the field', async () => {
    const { user, client } = await signedIn();
    const cases: Array<[unknown, RegExp]> = [
      [{ name: '   ', icp }, /^name: Name the preset/],
      [{ name: 'x'.repeat(81), icp }, /^name: /],
      [{ name: 'No countries', icp: { industries: ['Software'], countries: [] } }, /^icp\.countries: /],
      [
        { name: 'Bad country', icp: { industries: ['Software'], countries: ['USA'] } },
        /^icp\.countries\.0: /,
      ],
      [{ name: 'Too many', icp, count: 10_001 }, /^count: /],
      [{ icp }, /^name: /],
    ];
    for (const [body, message] of cases) {
      const response = await authedFetch(server, user, '/api/leads/presets', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('bad_request');
      expect(error.message, JSON.stringify(body)).toMatch(message);
    }
    const preset = await client.leads.presets.create({ name: 'Valid', icp });
    const rename = await client.leads.presets.rename(preset.id, { name: '' }).catch((e: unknown) => e);
    expect(rename).toBeInstanceOf(BadRequestError);
    expect(apiMessage(rename)).toMatch(/^name: Name the preset/);
    expect((await client.leads.presets.list()).items.map((p) => p.name)).toEqual(['Valid']);
  });

  it(`keeps at most ${MAX_LEAD_PRESETS} presets per user, and says to delete one`, async () => {
    const { user, client } = await signedIn();
    expect((await client.leads.presets.list()).items).toEqual([]);
    await server.services.database.db
      .insertInto('lead_presets')
      .values(
        Array.from({ length: MAX_LEAD_PRESETS }, (_, i) => ({
          user_id: user.id,
          name: `preset ${i}`,
          icp: JSON.stringify({ industries: ['Software'], countries: ['US'] }),
          count: null,
        })),
      )
      .execute();
    const error = await client.leads.presets.create({ name: 'one more', icp }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(apiMessage(error)).toMatch(/100 presets.*Delete one/);
    const first = (await client.leads.presets.list()).items[0];
    await client.leads.presets.delete(first?.id ?? '');
    expect((await client.leads.presets.create({ name: 'one more', icp })).name).toBe('one more');
  });
});
