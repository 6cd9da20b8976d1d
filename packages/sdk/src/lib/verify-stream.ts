/**
 * `verify.contact` with `onProvisional`: the call asks for the streamed answer of `POST /api/verify` and reads its
 * NDJSON events as they come, handing the offline and DNS verdict over before the mailbox check's.
 * @module
 */

import { contractRoutePaths } from '@leadproof/contract/route-paths';
import type {
  ContactVerdict,
  VerifyContactBody,
  VerifyContactResponse,
  VerifyStreamEvent,
} from '@leadproof/contract/verify';
import type { Leadproof } from '../client';
import { APIConnectionError, APIError, APIUserAbortError, ResponseValidationError } from '../core/error';
import type { RequestOptions } from '../core/options';
import type { RouteOf } from '../core/route';
import { contractRouteOf } from '../internal/contract-route';

/** `POST /api/verify`, whose `streamEvent` schema is one line of the streamed answer. */
const route = contractRoutePaths['verify.contact'];
const call = `${route.method} ${route.path}`;

/** What checks a line of the streamed answer: its schema, or nothing when the client checks no answer. */
type EventSchema = RouteOf<'verify.contact'>['streamEvent'];

/** The lines of an NDJSON byte stream, as they arrive; the last line needs no newline. */
async function* lines(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      let end = pending.indexOf('\n');
      while (end >= 0) {
        const line = pending.slice(0, end).trim();
        pending = pending.slice(end + 1);
        if (line) yield line;
        end = pending.indexOf('\n');
      }
    }
    if (pending.trim()) yield pending.trim();
  } finally {
    reader.releaseLock();
  }
}

function parseEvent(line: string, schema: EventSchema | null): VerifyStreamEvent {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    throw new ResponseValidationError(`${call} streamed a line that is not JSON`, line, ['(root): not JSON']);
  }
  if (!schema) return data as VerifyStreamEvent;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new ResponseValidationError(
    `${call} streamed an event that does not match the contract: ${issues.join('; ')}`,
    data,
    issues,
  );
}

/**
 * Runs `POST /api/verify` with `stream: true`, calls `onProvisional` with the early verdict when the server sends
 * one, and resolves with the result (null on 401 with `nullOn401`). Not retried: an answer cannot be resumed
 * part-way, so no `Idempotency-Key` is sent unless `options` has one (the server keeps a keyed answer whole for
 * replays, and its events then arrive together).
 */
export async function verifyWithProvisional(
  client: Leadproof<boolean>,
  body: VerifyContactBody,
  onProvisional: (verdict: ContactVerdict) => void,
  options: RequestOptions,
): Promise<VerifyContactResponse | null> {
  const schema = client._validatesResponses ? (await contractRouteOf('verify.contact')).streamEvent : null;
  const stream = await client.callStream(
    'verify.contact',
    { body: { ...body, stream: true } },
    {
      ...options,
      headers: { ...options.headers, accept: 'application/x-ndjson' },
      maxRetries: 0,
      withoutIdempotencyKey: true,
    },
  );
  if (stream === null) return null;
  try {
    for await (const line of lines(stream)) {
      const event = parseEvent(line, schema);
      if (event.type === 'provisional') onProvisional(event.verdict);
      else if (event.type === 'result') return event.result;
      else {
        const errorBody = { error: event.error };
        throw APIError.generate(event.status, errorBody, JSON.stringify(errorBody), '', new Headers());
      }
    }
  } catch (error) {
    if (options.signal?.aborted) throw new APIUserAbortError(undefined, { cause: error });
    if (error instanceof APIError || error instanceof ResponseValidationError) throw error;
    throw new APIConnectionError('The connection closed while the check was answering.', { cause: error });
  }
  throw new APIConnectionError('The answer ended before its result.');
}
