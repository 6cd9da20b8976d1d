import { signOut } from '../auth-server';
import { readCredentials, writeCredentials } from '../credentials';
import { createOutput } from '../output';
import type { CommandOptions } from '../runtime';

/** Options of `leadproof logout`. */
export type LogoutOptions = CommandOptions;

/** `leadproof logout`: ends the session on the auth server (best effort) and forgets the saved credentials. */
export async function runLogout(options: LogoutOptions): Promise<void> {
  const { runtime, apiUrl } = options;
  const output = createOutput(options);
  const saved = await readCredentials(runtime.env.configDir, apiUrl);
  if (saved?.method === 'password') {
    // Best effort: an unreachable or already-ended session must not keep the local credentials alive.
    await signOut(
      { url: saved.authUrl, anonKey: saved.anonKey },
      saved.accessToken,
      runtime.fetch,
      AbortSignal.any([runtime.signal, AbortSignal.timeout(5000)]),
    ).catch((error: unknown) => {
      if (runtime.signal.aborted) throw error;
    });
  }
  const wasSignedIn = await writeCredentials(runtime.env.configDir, apiUrl, undefined);
  output.result({ apiUrl, signedOut: wasSignedIn }, () =>
    !wasSignedIn
      ? `You were not signed in to ${apiUrl}.`
      : saved?.method === 'apiKey'
        ? [
            `Signed out of ${apiUrl}.`,
            'The API key itself keeps working until you revoke it in the dashboard.',
          ]
        : `Signed out of ${apiUrl}.`,
  );
}
