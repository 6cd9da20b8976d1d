import type {
  ContactVerdict,
  VerifyBatchBody,
  VerifyContactBody,
  VerifyContactResponse,
} from '@leadproof/contract/verify';
import type { APIResult, RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';
import { verifyWithProvisional } from '../lib/verify-stream';

/** Body of `verify.contact`: the contact (at least `email` or `phone`) and the time limit of its checks. */
export type VerifyContactParams = VerifyContactBody;

/** Contacts of `verify.batch`: up to 100, each with at least `email` or `phone`. */
export type VerifyBatchParams = VerifyBatchBody['contacts'];

/** Options of `verify.contact`. */
export interface VerifyContactOptions extends RequestOptions {
  /**
   * Called with the verdict of the offline and DNS checks as soon as it is known, when a mailbox check follows (it
   * can take seconds); the call still resolves with the final verdict. The answer is then streamed, and the call
   * is not retried (nor given an Idempotency-Key unless you pass one).
   */
  onProvisional?: (verdict: ContactVerdict) => void;
}

/**
 * Routes under /api/verify: real-time checks of contacts, through the same checks as an uploaded list. A call costs the
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
   * // Show what the offline checks know while the mail server is asked:
   * await client.verify.contact({ email }, { onProvisional: (early) => show(early.email.status) });
   *
   * A contact with nothing a check can read (not an address, not a number, a national number without `country`)
   * is refused with `UnprocessableEntityError` (`code` `contact_unreadable` or `phone_country_required`), and
   * nothing is charged.
   */
  contact(
    body: VerifyContactParams,
    options?: VerifyContactOptions,
  ): Promise<APIResult<VerifyContactResponse, TNullOn401>> {
    const { onProvisional, ...requestOptions } = options ?? {};
    if (onProvisional) {
      return verifyWithProvisional(this._client, body, onProvisional, requestOptions) as Promise<
        APIResult<VerifyContactResponse, TNullOn401>
      >;
    }
    return this._client.call('verify.contact', { body }, requestOptions);
  }

  /**
   * `POST /api/verify/batch`: up to 100 contacts under one deadline; the verdicts come in input order.
   * @example
   * const { results, creditsCharged } = await client.verify.batch([{ email: 'ada@acme.com' }, { phone: '+44 20 7946 0958' }]);
   */
  batch(contacts: VerifyBatchParams, options?: RequestOptions & { timeoutMs?: number }) {
    const { timeoutMs, ...requestOptions } = options ?? {};
    const body = { contacts, ...(timeoutMs !== undefined ? { timeoutMs } : {}) };
    return this._client.call('verify.batch', { body }, requestOptions);
  }
}
