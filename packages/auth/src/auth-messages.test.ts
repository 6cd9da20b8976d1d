import { describe, expect, it } from 'vitest';
import { authMessages, classifyAuthError, toAuthFailure } from './auth-messages';

describe('authentication messages', () => {
  it('has every friendly text word for word', () => {
    expect(authMessages).toEqual({
      serviceUnavailable: 'Service temporarily unavailable. Please try again.',
      alreadyRegistered: 'An account with this email already exists.',
      invalidCredentials: 'Incorrect email or password.',
      emailNotConfirmed: 'Please confirm your email before signing in.',
      fallback: "We couldn't process your request. Please try again.",
      unexpected: 'An unexpected error occurred. Please try again.',
    });
  });

  it.each([
    // missing API key
    [{ message: 'No API key found in request' }, 'Service temporarily unavailable. Please try again.'],
    [{ message: 'Invalid API key' }, 'Service temporarily unavailable. Please try again.'],
    // user or e-mail already registered
    [
      { message: 'User already registered', code: 'user_already_exists' },
      'An account with this email already exists.',
    ],
    [
      { message: 'A user with this email address has already been registered', code: 'email_exists' },
      'An account with this email already exists.',
    ],
    [{ message: 'User already registered' }, 'An account with this email already exists.'],
    // invalid credentials or wrong password
    [{ message: 'Invalid login credentials', code: 'invalid_credentials' }, 'Incorrect email or password.'],
    [{ message: 'Invalid login credentials' }, 'Incorrect email or password.'],
    [{ message: 'Wrong password' }, 'Incorrect email or password.'],
    // e-mail not confirmed
    [
      { message: 'Email not confirmed', code: 'email_not_confirmed' },
      'Please confirm your email before signing in.',
    ],
    [{ message: 'Email not confirmed' }, 'Please confirm your email before signing in.'],
    // anything else, or no message
    [
      { message: 'Password should be at least 6 characters.', code: 'weak_password' },
      "We couldn't process your request. Please try again.",
    ],
    [{ message: '' }, "We couldn't process your request. Please try again."],
    [{}, "We couldn't process your request. Please try again."],
    [null, "We couldn't process your request. Please try again."],
    [new TypeError('Failed to fetch'), "We couldn't process your request. Please try again."],
  ])('maps %j to %j', (error, expected) => {
    expect(toAuthFailure(error).message).toBe(expected);
  });

  it('prefers the error code over the wording', () => {
    expect(classifyAuthError({ message: 'something new', code: 'email_not_confirmed' })).toBe(
      'email_not_confirmed',
    );
  });
});
