import { createOutput } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** Options of `leadproof whoami`. */
export type WhoamiOptions = CommandOptions;

/** `leadproof whoami`: who the credentials belong to (`GET /api/users/me`) and how they sign in. */
export async function runWhoami(options: WhoamiOptions): Promise<void> {
  const output = createOutput(options);
  const { client, signIn } = await signedInClient(options);
  const user = await client.users.me({ signal: options.runtime.signal });
  output.result({ apiUrl: options.apiUrl, ...signIn, user }, () => {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    const details = [name, user.company].filter(Boolean).join(', ');
    const key = user.apiKey;
    const keyDetails = key
      ? `, ${key.scope} scope, ${key.expiresAt ? `expires ${key.expiresAt.slice(0, 10)}` : 'never expires'}`
      : '';
    const how =
      signIn.method === 'apiKey'
        ? `an API key (${signIn.apiKeyPrefix}…${keyDetails}${signIn.source === 'env' ? ', from LEADPROOF_API_KEY' : ''})`
        : 'a session';
    return [
      `${output.style('bold', user.email)}${details ? ` (${details})` : ''}`,
      `Signed in to ${options.apiUrl} with ${how}.`,
    ];
  });
}
