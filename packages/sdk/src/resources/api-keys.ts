import type { ApiKeyCreateBody } from '@leadproof/contract/api-keys';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** Body of `apiKeys.create`: the key's name and scope. */
export type ApiKeyCreateParams = ApiKeyCreateBody;

/** Routes under /api/api-keys: managing keys needs a session token, not an API key. */
export class ApiKeys<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `POST /api/api-keys`: a new key; its `secret` is in this response only. */
  create(body: ApiKeyCreateParams, options?: RequestOptions) {
    return this._client.call('apiKeys.create', { body }, options);
  }

  /** `GET /api/api-keys`: the user's keys (prefix, name, created, last used). */
  list(options?: RequestOptions) {
    return this._client.call('apiKeys.list', {}, options);
  }

  /** `DELETE /api/api-keys/{id}`: revokes a key at once. */
  revoke(id: string, options?: RequestOptions) {
    return this._client.call('apiKeys.revoke', { params: { id } }, options);
  }
}
