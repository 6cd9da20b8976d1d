/**
 * Saved sign-ins, one per API URL, in `$XDG_CONFIG_HOME/leadproof/credentials.json` (mode 0600, folder 0700).
 * Keying by API URL means a token issued by one server is never sent to another.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const sessionCredentialsSchema = z.object({
  method: z.literal('password'),
  email: z.string(),
  /** The auth server's base, `…/auth/v1`. */
  authUrl: z.string(),
  anonKey: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  /** When the access token expires. @unit seconds since the epoch */
  expiresAt: z.number(),
});

const apiKeyCredentialsSchema = z.object({
  method: z.literal('apiKey'),
  email: z.string(),
  apiKey: z.string(),
});

const credentialsSchema = z.discriminatedUnion('method', [sessionCredentialsSchema, apiKeyCredentialsSchema]);
const credentialsFileSchema = z.object({
  version: z.literal(1),
  profiles: z.record(z.string(), credentialsSchema),
});

/** A password sign-in: a session whose access token is refreshed with the refresh token. */
export type SessionCredentials = z.infer<typeof sessionCredentialsSchema>;
/** An API key sign-in. */
export type ApiKeyCredentials = z.infer<typeof apiKeyCredentialsSchema>;
/** What `login` saves for one API URL. */
export type Credentials = z.infer<typeof credentialsSchema>;
type CredentialsFile = z.infer<typeof credentialsFileSchema>;

/** The credentials file under the config folder. */
export function credentialsPath(configDir: string): string {
  return path.join(configDir, 'credentials.json');
}

async function readFileOf(configDir: string): Promise<CredentialsFile> {
  const file = credentialsPath(configDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, profiles: {} };
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON. Delete it and run \`leadproof login\` again.`);
  }
  const result = credentialsFileSchema.safeParse(parsed);
  if (!result.success)
    throw new Error(
      `${file} is not a credentials file this version understands. Delete it and run \`leadproof login\` again.`,
    );
  return result.data;
}

/** The credentials saved for `apiUrl`, if any. */
export async function readCredentials(configDir: string, apiUrl: string): Promise<Credentials | undefined> {
  return (await readFileOf(configDir)).profiles[apiUrl];
}

/** Saves (or with `undefined`, forgets) the credentials for `apiUrl`; returns whether some existed before. */
export async function writeCredentials(
  configDir: string,
  apiUrl: string,
  credentials: Credentials | undefined,
): Promise<boolean> {
  const current = await readFileOf(configDir);
  const existed = apiUrl in current.profiles;
  const profiles = { ...current.profiles };
  if (credentials) profiles[apiUrl] = credentials;
  else delete profiles[apiUrl];
  const file = credentialsPath(configDir);
  if (Object.keys(profiles).length === 0) {
    await rm(file, { force: true });
    return existed;
  }
  await mkdir(configDir, { recursive: true, mode: 0o700 });
  // Written aside with 0600 from the start, then renamed: never readable by others, never half-written.
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(
      `${JSON.stringify({ version: 1, profiles } satisfies CredentialsFile, null, 2)}\n`,
    );
  } finally {
    await handle.close();
  }
  await chmod(temporary, 0o600);
  await rename(temporary, file);
  return existed;
}

const LOCK_STALE_MS = 30_000;
const LOCK_WAIT_MS = 15_000;

/**
 * Runs `work` while holding `credentials.lock`, so that two `leadproof` processes never refresh the same
 * session at once (the auth server treats a refresh token used twice as stolen and ends the session).
 */
export async function withCredentialsLock<T>(configDir: string, work: () => Promise<T>): Promise<T> {
  await mkdir(configDir, { recursive: true, mode: 0o700 });
  const lock = path.join(configDir, 'credentials.lock');
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await (await open(lock, 'wx', 0o600)).close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      // A process killed while holding the lock leaves it behind; after 30 s it cannot still be refreshing.
      if (age > LOCK_STALE_MS || Date.now() > deadline) await rm(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}
