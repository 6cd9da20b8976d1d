import {
  type ContactMessageCreateBody,
  contactMessageCreateResponseSchema,
} from '@leadproof/contract/contact';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** `/api/contact`. */
export class Contact<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /**
   * `POST /api/contact`: sends a message to the operator (no account needed); resolves with its id and when to
   * expect an answer. 429 when this client sent too many lately.
   */
  create(body: ContactMessageCreateBody, options?: RequestOptions) {
    return this._client.post('/api/contact', contactMessageCreateResponseSchema, {
      ...options,
      body,
      auth: false,
    });
  }
}
