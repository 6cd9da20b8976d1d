import { APIConnectionError, APIError, InvalidUploadError, type UploadStep } from '@leadproof/sdk';
import { describe, expect, it } from 'vitest';
import { uploadErrorMessage } from './upload-error-message';

const failedAt = (step: UploadStep, status: number, body: unknown) => {
  const error = APIError.generate(status, body, JSON.stringify(body), '', new Headers());
  error.uploadStep = step;
  return error;
};

describe('uploadErrorMessage', () => {
  it.each([
    ['createOrder', 'Failed to create order'],
    ['uploadUrl', 'Failed to get upload URL'],
    ['storageUpload', 'Failed to upload file'],
    ['uploadComplete', 'Failed to confirm upload'],
  ] as const)('names step %s when the server gives no message', (step, words) => {
    expect(uploadErrorMessage(failedAt(step, 500, ''))).toBe(words);
  });

  it("prefers the server's message, then the error's own", () => {
    const body = { error: { code: 'insufficient_credits', message: 'Not enough credits' } };
    expect(uploadErrorMessage(failedAt('uploadComplete', 402, body))).toBe('Not enough credits');
    expect(uploadErrorMessage(new APIConnectionError())).toBe('Connection error.');
    expect(uploadErrorMessage(new InvalidUploadError('Only CSV files are allowed'))).toBe(
      'Only CSV files are allowed',
    );
  });
});
