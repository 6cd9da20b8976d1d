import { balanceResponseSchema, userProfileSchema } from '../contract/users';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** `/api/users/me`. */
export class Users<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `GET /api/users/me`: the profile of whoever the token (session or API key) belongs to. */
  me(options?: RequestOptions) {
    return this._client.get('/api/users/me', userProfileSchema, options);
  }

  /** `GET /api/users/me/balance`: the signed-in user's credits. */
  balance(options?: RequestOptions) {
    return this._client.get('/api/users/me/balance', balanceResponseSchema, options);
  }
}
