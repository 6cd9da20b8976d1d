import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Credentials,
  credentialsPath,
  readCredentials,
  withCredentialsLock,
  writeCredentials,
} from './credentials';

const session: Credentials = {
  method: 'password',
  email: 'ada@example.com',
  authUrl: 'http://localhost:8787/auth/v1',
  anonKey: 'anon',
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresAt: 2_000_000_000,
};
const key: Credentials = { method: 'apiKey', email: 'ada@example.com', apiKey: 'lp_live_x' };

describe('credentials', () => {
  it('saves one profile per API URL with mode 0600 in a 0700 folder', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'lp-cred-')), 'leadproof');
    expect(await writeCredentials(dir, 'http://localhost:8787', session)).toBe(false);
    await writeCredentials(dir, 'https://app.leadproof.io', key);
    expect((await stat(credentialsPath(dir))).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect(await readCredentials(dir, 'http://localhost:8787')).toEqual(session);
    expect(await readCredentials(dir, 'https://app.leadproof.io')).toEqual(key);
    expect(await readCredentials(dir, 'http://other.test')).toBeUndefined();
  });

  it('forgets a profile, and removes the file with the last one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lp-cred-'));
    await writeCredentials(dir, 'a', session);
    await writeCredentials(dir, 'b', key);
    expect(await writeCredentials(dir, 'a', undefined)).toBe(true);
    expect(JSON.parse(await readFile(credentialsPath(dir), 'utf8')).profiles).toEqual({ b: key });
    expect(await writeCredentials(dir, 'b', undefined)).toBe(true);
    await expect(stat(credentialsPath(dir))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await writeCredentials(dir, 'b', undefined)).toBe(false);
  });

  it('says what to do with a damaged file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lp-cred-'));
    await writeFile(credentialsPath(dir), '{not json');
    await expect(readCredentials(dir, 'a')).rejects.toThrow(
      /not valid JSON\. Delete it and run `leadproof login` again/,
    );
    await writeFile(credentialsPath(dir), '{"version": 9}');
    await expect(readCredentials(dir, 'a')).rejects.toThrow(
      /not a credentials file this version understands/,
    );
  });

  it('runs refreshes one at a time under the lock', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lp-cred-'));
    const events: string[] = [];
    const work = (name: string) =>
      withCredentialsLock(dir, async () => {
        events.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 30));
        events.push(`${name} end`);
      });
    await Promise.all([work('a'), work('b')]);
    expect(events).toEqual(
      events[0] === 'a start'
        ? ['a start', 'a end', 'b start', 'b end']
        : ['b start', 'b end', 'a start', 'a end'],
    );
  });
});
