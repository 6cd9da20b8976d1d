import {
  type ApiKeyCreateBody,
  apiKeyCreateResponseSchema,
  apiKeyListResponseSchema,
} from '@leadproof/contract/api-keys';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';
import { path } from '../internal/path';

/** `/api/api-keys`: managing keys needs a session token, not an API key. */
export class ApiKeys<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `POST /api/api-keys`: a new key; its `secret` is in this response only. */
  create(body: ApiKeyCreateBody, options?: RequestOptions) {
    return this._client.post('/api/api-keys', apiKeyCreateResponseSchema, { ...options, body });
  }

  /** `GET /api/api-keys`: the user's keys (prefix, name, created, last used). */
  list(options?: RequestOptions) {
    return this._client.get('/api/api-keys', apiKeyListResponseSchema, options);
  }

  /** `DELETE /api/api-keys/{id}`: revokes a key at once. */
  revoke(id: string, options?: RequestOptions) {
    return this._client.delete(path`/api/api-keys/${id}`, options);
  }
}
