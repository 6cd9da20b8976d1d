import type { ContactMessageCreateBody } from '@leadproof/contract/contact';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** Body of `contact.create`: the topic, the sender's address and the message. */
export type ContactCreateParams = ContactMessageCreateBody;

/** Routes under /api/contact. */
export class Contact<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /**
   * `POST /api/contact`: sends a message to the operator (no account needed, so no bearer token); resolves with its
   * id and when to expect an answer. 429 when this client sent too many lately.
   */
  create(body: ContactCreateParams, options?: RequestOptions) {
    return this._client.call('contact.create', { body }, options);
  }
}
