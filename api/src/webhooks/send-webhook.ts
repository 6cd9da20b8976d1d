/**
 * One delivery attempt: the URL is checked again (`checkWebhookUrl`), then the body is POSTed to the very address
 * that check approved, through `node:http(s)` with a `lookup` that answers only that address: a name that resolves
 * elsewhere by now (DNS rebinding) is never asked again. Redirects are not followed (a 3xx is a failed attempt),
 * the attempt ends after `timeoutMs`, and at most `MAX_RESPONSE_BYTES` of the answer are read.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookSignatureHeaders } from './sign-webhook';
import {
  checkWebhookUrl,
  type ResolvedAddress,
  type WebhookUrlPolicy,
  WebhookUrlRefusedError,
} from './webhook-url-policy';

/** How much of a receiver's answer is kept (and read at all). */
export const MAX_RESPONSE_BYTES = 1024;

/** What one attempt gave: the receiver's status (null when none came), how long it took, and why it failed. */
export type WebhookAttemptResult = {
  attemptedAt: Date;
  responseStatus: number | null;
  durationMs: number;
  /** Null for a 2xx answer: the delivery succeeded. Shown to the customer. */
  error: string | null;
  responseBody: string;
  /** Why the URL was refused, when `error` is the generic text that hides it: for the log only. */
  refusedBecause?: string;
};

/** One request to send: the endpoint's URL, the JSON body and its signature headers. */
export type WebhookRequest = { url: string; body: string; headers: WebhookSignatureHeaders };

/** Limits of an attempt: the URL policy, and the time the receiver has (`WEBHOOKS_TIMEOUT_SECONDS`). */
export type SendWebhookOptions = { policy: WebhookUrlPolicy; timeoutMs: number };

/** Makes one attempt at `request`; never throws, a failure is in the result. */
export async function sendWebhook(
  request: WebhookRequest,
  options: SendWebhookOptions,
): Promise<WebhookAttemptResult> {
  const attemptedAt = new Date();
  const started = performance.now();
  const result = (answer: { status: number | null; body?: string; error: string | null }) => ({
    attemptedAt,
    responseStatus: answer.status,
    durationMs: Math.round(performance.now() - started),
    error: answer.error,
    responseBody: answer.body ?? '',
  });
  let target: { url: URL; address: ResolvedAddress };
  try {
    target = await checkWebhookUrl(request.url, options.policy);
  } catch (error) {
    if (error instanceof WebhookUrlRefusedError) {
      return { ...result({ status: null, error: error.shown }), refusedBecause: error.message };
    }
    throw error;
  }
  try {
    const answer = await post(target, request, options.timeoutMs);
    return result({ ...answer, error: failureOf(answer) });
  } catch (error) {
    return result({ status: null, error: (error as Error).message });
  }
}

/** Why an answer is not a success, or null for a 2xx. */
function failureOf({ status, location }: { status: number; location: string | undefined }): string | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) {
    return `The receiver answered ${status}${location ? ` (to ${location})` : ''}; redirects are not followed, so register the final URL.`;
  }
  return `The receiver answered ${status}.`;
}

function post(
  { url, address }: { url: URL; address: ResolvedAddress },
  request: WebhookRequest,
  timeoutMs: number,
): Promise<{ status: number; body: string; location: string | undefined }> {
  // Whatever the name resolves to now, the connection goes to the address the policy approved.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(url, {
      method: 'POST',
      lookup: pinned,
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(request.body),
        'user-agent': 'Leadproof-Webhooks/1.0',
        ...request.headers,
      },
    });
    const timer = setTimeout(() => {
      req.destroy(
        new Error(
          `No answer within ${formatSeconds(timeoutMs)}; the receiver should answer 2xx at once and work afterwards.`,
        ),
      );
    }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const finish = () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          location: res.headers.location,
        });
      };
      res.on('data', (chunk: Buffer) => {
        if (kept >= MAX_RESPONSE_BYTES) return;
        const part = chunk.subarray(0, MAX_RESPONSE_BYTES - kept);
        chunks.push(part);
        kept += part.length;
        // Enough kept: the rest of a large answer is not read at all.
        if (kept >= MAX_RESPONSE_BYTES) {
          finish();
          res.destroy();
        }
      });
      res.on('end', finish);
      res.on('error', () => finish());
    });
    req.end(request.body);
  });
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}
