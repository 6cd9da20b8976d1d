import {
  APIConnectionError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  InvalidUploadError,
  PaymentRequiredError,
} from '@leadproof/sdk';
import { describe, expect, it } from 'vitest';
import { ExitError, exitOutcome, NotEnoughCreditsError, NotSignedInError, UsageError } from './errors';

const api = (status: number, message: string) =>
  APIError.generate(
    status,
    { error: { code: 'x', message } },
    JSON.stringify({ error: { code: 'x', message } }),
    '',
    new Headers(),
  );

describe('exitOutcome', () => {
  it.each([
    [new UsageError('bad flag'), 2, 'usage', 'bad flag'],
    [new NotSignedInError(), 3, 'not_signed_in', 'You are not signed in. Run `leadproof login` first.'],
    [new NotEnoughCreditsError('short'), 4, 'not_enough_credits', 'short'],
    [new ExitError(1, 'Nothing uploaded.', 'declined'), 1, 'declined', 'Nothing uploaded.'],
    [new APIUserAbortError(), 130, 'cancelled', 'Cancelled.'],
    [new InvalidUploadError('Only CSV files are allowed'), 1, 'invalid_file', 'Only CSV files are allowed'],
    [new Error('disk full'), 1, 'error', 'disk full'],
  ])('%s → exit %i', (error, code, reason, message) => {
    expect(exitOutcome(error, 'http://api.test')).toEqual({ code, reason, message });
  });

  it('maps a 401 to exit 3 with the server’s sentence and what to do', () => {
    const error = api(401, 'Your session has expired or is invalid. Sign in again.');
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(exitOutcome(error, 'http://api.test')).toEqual({
      code: 3,
      reason: 'not_signed_in',
      message:
        'Your session has expired or is invalid. Sign in again. Run `leadproof login` to sign in again.',
    });
  });

  it('maps a 402 to exit 4 and other statuses to exit 1 with the server’s message', () => {
    const payment = api(402, 'Add 10 credits to verify this file.');
    expect(payment).toBeInstanceOf(PaymentRequiredError);
    expect(exitOutcome(payment, 'http://api.test')).toMatchObject({
      code: 4,
      message: 'Add 10 credits to verify this file.',
    });
    expect(exitOutcome(api(409, 'Results are not ready.'), 'http://api.test')).toEqual({
      code: 1,
      reason: 'x',
      message: 'Results are not ready.',
    });
  });

  it('names the API URL when the server cannot be reached', () => {
    const outcome = exitOutcome(new APIConnectionError('fetch failed'), 'http://api.test');
    expect(outcome).toMatchObject({ code: 1, reason: 'connection_error' });
    expect(outcome.message).toContain('Could not reach the Leadproof API at http://api.test');
  });
});
