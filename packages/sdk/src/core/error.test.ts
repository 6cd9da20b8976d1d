import { describe, expect, it } from 'vitest';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  GoneError,
  InternalServerError,
  LeadproofError,
  NotFoundError,
  PaymentRequiredError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
} from './error';

const headers = new Headers({ 'x-request-id': 'req_42' });

describe('APIError.generate', () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [402, PaymentRequiredError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [410, GoneError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [500, InternalServerError],
    [502, InternalServerError],
    [503, InternalServerError],
  ])('maps %i to its class', (status, ErrorClass) => {
    const error = APIError.generate(status, undefined, 'body', 'Status', headers);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(LeadproofError);
    expect(error.status).toBe(status);
    expect(error.name).toBe(ErrorClass.name);
  });

  it('maps other statuses to plain APIError', () => {
    const error = APIError.generate(418, undefined, '', "I'm a teapot", headers);
    expect(error.constructor).toBe(APIError);
    expect(error.message).toBe("418: I'm a teapot");
  });

  it('writes the message as `{status}: {body}` and reads code and request id', () => {
    const text = '{"error":{"code":"insufficient_credits","message":"Need 40 more credits"}}';
    const error = APIError.generate(402, JSON.parse(text), text, 'Payment Required', headers);
    expect(error.message).toBe(`402: ${text}`);
    expect(error.code).toBe('insufficient_credits');
    expect(error.requestID).toBe('req_42');
    expect(error.body).toEqual({ error: { code: 'insufficient_credits', message: 'Need 40 more credits' } });
    expect(error.headers).toBe(headers);
  });

  it('reads the request id from the body when a proxy dropped the header', () => {
    const body = { error: { code: 'not_found', message: 'No such order', requestId: 'req_7' } };
    expect(APIError.generate(404, body, '', 'Not Found', new Headers()).requestID).toBe('req_7');
    expect(APIError.generate(404, body, '', 'Not Found', headers).requestID).toBe('req_42');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(APIError.generate(404, undefined, '', 'Not Found', new Headers()).message).toBe('404: Not Found');
  });

  it('has no code for a body without `error.code`', () => {
    expect(APIError.generate(500, 'oops', 'oops', '', new Headers()).code).toBeUndefined();
  });
});

describe('connection errors', () => {
  it('are APIErrors without a status', () => {
    const cause = new TypeError('fetch failed');
    const error = new APIConnectionError(undefined, { cause });
    expect(error).toBeInstanceOf(APIError);
    expect(error.status).toBeUndefined();
    expect(error.cause).toBe(cause);
    expect(new APIConnectionTimeoutError()).toBeInstanceOf(APIConnectionError);
    expect(new APIUserAbortError()).toBeInstanceOf(APIError);
    expect(new APIUserAbortError()).not.toBeInstanceOf(APIConnectionError);
  });
});
