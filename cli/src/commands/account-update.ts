import type { UserProfileUpdateBody } from '@leadproof/contract/users';
import { UsageError } from '../errors';
import { createOutput } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** Options of `leadproof account update`: the fields to change; the others stay. */
export interface AccountUpdateOptions extends CommandOptions {
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** An empty string removes the company. */
  company?: string | undefined;
}

/**
 * `leadproof account update`: changes the account's name or company (`PATCH /api/users/me`). Like the export, it
 * needs a password session (`leadproof login`); the e-mail address and password change in the dashboard, which asks
 * for the current password.
 */
export async function runAccountUpdate(options: AccountUpdateOptions): Promise<void> {
  const output = createOutput(options);
  const body: UserProfileUpdateBody = {};
  if (options.firstName !== undefined) body.firstName = options.firstName;
  if (options.lastName !== undefined) body.lastName = options.lastName;
  if (options.company !== undefined) body.company = options.company.trim() === '' ? null : options.company;
  if (Object.keys(body).length === 0) {
    throw new UsageError(
      'Say what to change: --first-name, --last-name or --company (--company "" removes it).',
    );
  }
  const { client } = await signedInClient(options);
  const user = await client.users.update(body, { signal: options.runtime.signal });
  output.result(user, () => {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || '(no name)';
    return `Updated ${user.email}: ${name}${user.company ? `, ${user.company}` : ', no company'}.`;
  });
}
