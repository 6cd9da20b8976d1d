import { APIConnectionError, APIError, InvalidUploadError } from '@leadproof/sdk';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

const apiError = (status: number, body: unknown) =>
  APIError.generate(status, body, JSON.stringify(body), '', new Headers());

describe('errorMessage', () => {
  it("uses the server's message from {error: {message}} or {error: string}", () => {
    expect(errorMessage(apiError(402, { error: { code: 'x', message: 'Not enough credits' } }))).toBe(
      'Not enough credits',
    );
    expect(errorMessage(apiError(400, { error: 'Bad path' }))).toBe('Bad path');
  });

  it('falls back to the given words for an HTTP error without a message', () => {
    expect(errorMessage(apiError(500, ''), 'Failed to get upload URL')).toBe('Failed to get upload URL');
    expect(errorMessage(apiError(500, ''))).toBe('An error occurred');
  });

  it('keeps the message of connection errors and refused files', () => {
    expect(errorMessage(new APIConnectionError())).toBe('Connection error.');
    expect(errorMessage(new InvalidUploadError('Only CSV files are allowed'))).toBe(
      'Only CSV files are allowed',
    );
    expect(errorMessage('weird')).toBe('An error occurred');
  });
});
