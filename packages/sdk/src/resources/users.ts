import type { AccountDeleteBody, UserProfileUpdateBody } from '@leadproof/contract/users';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** Body of `users.update`: the fields to change (`company: null` removes it). */
export type UserUpdateParams = UserProfileUpdateBody;

/** Body of `users.delete`: the account's password, checked again. */
export type UserDeleteParams = AccountDeleteBody;

/** Routes under /api/users/me. */
export class Users<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `GET /api/users/me`: the profile of whoever the token (session or API key) belongs to. */
  me(options?: RequestOptions) {
    return this._client.call('users.me', {}, options);
  }

  /**
   * `PATCH /api/users/me`: changes the signed-in account's name or company (the fields sent; `company: null`
   * removes it) and returns the profile. Needs a session: API keys are refused.
   */
  update(body: UserUpdateParams, options?: RequestOptions) {
    return this._client.call('users.update', { body }, options);
  }

  /** `GET /api/users/me/balance`: the signed-in user's credits. */
  balance(options?: RequestOptions) {
    return this._client.call('users.balance', {}, options);
  }

  /**
   * `GET /api/users/me/export`: the account's data as a zip byte stream (`account.json` and CSVs), to save as a
   * file. Needs a session: API keys are refused.
   */
  exportData(options?: RequestOptions) {
    return this._client.call('users.export', {}, options);
  }

  /**
   * `DELETE /api/users/me`: deletes the signed-in account, after checking its password. Needs a session. The
   * session's tokens stop working, so the client is of no further use.
   */
  delete(body: UserDeleteParams, options?: RequestOptions) {
    return this._client.call('users.delete', { body }, options);
  }
}
