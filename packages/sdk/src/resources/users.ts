import {
  type AccountDeleteBody,
  balanceResponseSchema,
  type UserProfileUpdateBody,
  userProfileSchema,
} from '@leadproof/contract/users';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** `/api/users/me`. */
export class Users<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `GET /api/users/me`: the profile of whoever the token (session or API key) belongs to. */
  me(options?: RequestOptions) {
    return this._client.get('/api/users/me', userProfileSchema, options);
  }

  /**
   * `PATCH /api/users/me`: changes the signed-in account's name or company (the fields sent; `company: null`
   * removes it) and returns the profile. Needs a session: API keys are refused.
   */
  update(body: UserProfileUpdateBody, options?: RequestOptions) {
    return this._client.patch('/api/users/me', userProfileSchema, { ...options, body });
  }

  /** `GET /api/users/me/balance`: the signed-in user's credits. */
  balance(options?: RequestOptions) {
    return this._client.get('/api/users/me/balance', balanceResponseSchema, options);
  }

  /**
   * `GET /api/users/me/export`: the account's data as a zip byte stream (`account.json` and CSVs), to save as a
   * file. Needs a session: API keys are refused.
   */
  exportData(options?: RequestOptions) {
    return this._client.getStream('/api/users/me/export', options);
  }

  /**
   * `DELETE /api/users/me`: deletes the signed-in account, after checking its password. Needs a session. The
   * session's tokens stop working, so the client is of no further use.
   */
  delete(body: AccountDeleteBody, options?: RequestOptions) {
    return this._client.delete('/api/users/me', { ...options, body });
  }
}
