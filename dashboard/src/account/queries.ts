import type { AccountDeleteBody, UserProfileUpdateBody } from '@leadproof/contract/users';
import type { Leadproof } from '@leadproof/sdk';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { saveStreamAsFile } from '../lib/save-file';

/** Query keys of the account page; `accountKeys.all` is the root. */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
};

/** The archive's file name, dated so exports made on different days do not overwrite each other. */
export function accountExportFileName(now = new Date()): string {
  return `leadproof-account-${now.toISOString().slice(0, 10)}.zip`;
}

/** `GET /api/users/me`: the signed-in user's profile (e-mail, name, company). */
export function accountProfileQuery(client: Leadproof) {
  return queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => client.users.me({ signal }),
  });
}

/** `PATCH /api/users/me`: changes the name or company; resolves with the profile as saved. */
export function updateProfileMutation(client: Leadproof) {
  return mutationOptions({ mutationFn: (body: UserProfileUpdateBody) => client.users.update(body) });
}

/** `GET /api/users/me/export`: saves the account's data as a zip file. */
export function exportAccountMutation(client: Leadproof) {
  return mutationOptions({
    mutationFn: async () =>
      saveStreamAsFile(await client.users.exportData(), accountExportFileName(), 'application/zip'),
  });
}

/** `DELETE /api/users/me`: deletes the account once the password is confirmed. */
export function deleteAccountMutation(client: Leadproof) {
  return mutationOptions({ mutationFn: (body: AccountDeleteBody) => client.users.delete(body) });
}
