import { AuthenticationError } from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';
import { AuthServerError, discoverAuth, signInWithPassword } from '../auth-server';
import { credentialsPath, writeCredentials } from '../credentials';
import { ExitError, exitCodes, UsageError } from '../errors';
import { createOutput } from '../output';
import { askLine, askSecret, readFirstLineOfStdin } from '../prompt';
import type { CommandOptions } from '../runtime';

/** Options of `leadproof login`. */
export interface LoginOptions extends CommandOptions {
  /** `--email`; asked on a terminal when absent. */
  email?: string | undefined;
  /** `--password-stdin`: read the password from stdin (scripts), instead of asking. */
  passwordStdin: boolean;
  /** `--api-key [key]`: sign in with an API key; `true` when given without a value (read from stdin or asked). */
  apiKey?: string | true | undefined;
}

/** `leadproof login`: signs in with e-mail and password, or an API key, and saves the credentials (mode 0600). */
export async function runLogin(options: LoginOptions): Promise<void> {
  const { runtime, apiUrl } = options;
  const output = createOutput(options);
  const asking = runtime.stdin.isTTY === true && !options.json;
  let email: string;
  let method: 'session' | 'apiKey';

  if (options.apiKey !== undefined) {
    if (options.email !== undefined || options.passwordStdin)
      throw new UsageError('Use either --api-key or --email/--password-stdin, not both.');
    const key =
      typeof options.apiKey === 'string'
        ? options.apiKey
        : asking
          ? await askSecret(runtime, 'API key: ')
          : await readFirstLineOfStdin(runtime);
    if (!key.startsWith('lp_'))
      throw new UsageError('That is not a Leadproof API key: keys start with "lp_".');
    try {
      ({ email } = await new Leadproof({ baseURL: apiUrl, fetch: runtime.fetch, apiKey: key }).users.me({
        signal: runtime.signal,
      }));
    } catch (error) {
      if (error instanceof AuthenticationError)
        throw new ExitError(
          exitCodes.error,
          'This API key is invalid or has been revoked.',
          'invalid_credentials',
        );
      throw error;
    }
    await writeCredentials(runtime.env.configDir, apiUrl, { method: 'apiKey', email, apiKey: key });
    method = 'apiKey';
  } else {
    if (!options.email && !asking)
      throw new UsageError('Input is not a terminal: pass --email and --password-stdin, or --api-key.');
    email = options.email ?? (await askLine(runtime, 'E-mail: '));
    if (!options.passwordStdin && !asking)
      throw new UsageError('Input is not a terminal: pass the password on stdin with --password-stdin.');
    const password = options.passwordStdin
      ? await readFirstLineOfStdin(runtime)
      : await askSecret(runtime, 'Password: ');
    // As on the login page: both fields are required.
    if (!email || !password) throw new UsageError('Please fill in all fields');
    const endpoint = await discoverAuth(apiUrl, runtime.fetch, runtime.signal);
    try {
      const tokens = await signInWithPassword(endpoint, { email, password }, runtime.fetch, runtime.signal);
      email = tokens.email || email;
      await writeCredentials(runtime.env.configDir, apiUrl, {
        method: 'password',
        email,
        authUrl: endpoint.url,
        anonKey: endpoint.anonKey,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        expiresAt: tokens.expiresAt,
      });
    } catch (error) {
      if (error instanceof AuthServerError)
        throw new ExitError(exitCodes.error, error.message, 'invalid_credentials');
      throw error;
    }
    method = 'session';
  }

  const saved = credentialsPath(runtime.env.configDir);
  output.result({ apiUrl, email, method, credentialsPath: saved }, () => [
    `Signed in to ${apiUrl} as ${output.style('bold', email)}${method === 'apiKey' ? ' with an API key' : ''}.`,
    `Credentials saved to ${saved} (readable only by you).`,
  ]);
  if (runtime.env.apiKey)
    output.note('Note: LEADPROOF_API_KEY is set, and commands use it rather than these credentials.');
}
