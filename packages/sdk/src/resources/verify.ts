import {
  type VerifyBatchBody,
  type VerifyContactBody,
  verifyBatchResponseSchema,
  verifyContactResponseSchema,
} from '../contract/verify';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/**
 * `/api/verify`: real-time checks of contacts, through the same checks as an uploaded list. A call costs the
 * `upload_csv` price for each contact a check decided something about, nothing for the rest. Each call carries an
 * `Idempotency-Key` (yours, or one made here), so the client's retries are charged once.
 */
export class Verify<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /**
   * `POST /api/verify`: one contact (at least `email` or `phone`). What is not decided within `timeoutMs`
   * (default 10,000, at most 30,000) comes back `unknown` with the reason `timeout`.
   * @example
   * const verdict = await client.verify.contact({ email: 'ada@acme.com', phone: '+1 415 555 0100' });
   * if (verdict.email.status === 'invalid') rejectSignUp(verdict.email.reasons);
   */
  contact(body: VerifyContactBody, options?: RequestOptions) {
    return this._client.post('/api/verify', verifyContactResponseSchema, {
      ...options,
      body,
    });
  }

  /**
   * `POST /api/verify/batch`: up to 100 contacts under one deadline; the verdicts come in input order.
   * @example
   * const { results, creditsCharged } = await client.verify.batch([{ email: 'ada@acme.com' }, { phone: '+44 20 7946 0958' }]);
   */
  batch(contacts: VerifyBatchBody['contacts'], options?: RequestOptions & { timeoutMs?: number }) {
    const { timeoutMs, ...requestOptions } = options ?? {};
    return this._client.post('/api/verify/batch', verifyBatchResponseSchema, {
      ...requestOptions,
      body: { contacts, ...(timeoutMs !== undefined ? { timeoutMs } : {}) },
    });
  }
}
