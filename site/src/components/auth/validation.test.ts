import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, validateConfirmLink, validateLogin, validateSignup } from './validation';

const complete = {
  email: 'ada@example.com',
  password: 'secret',
  firstName: 'Ada',
  lastName: 'Lovelace',
  agreedToTerms: true,
};

describe('validation messages', () => {
  it("login: 'Please fill in all fields' when e-mail or password is empty", () => {
    expect(validateLogin({ email: '', password: 'x' })).toBe('Please fill in all fields');
    expect(validateLogin({ email: 'a@example.com', password: '' })).toBe('Please fill in all fields');
    expect(validateLogin({ email: '   ', password: 'x' })).toBe('Please fill in all fields');
    expect(validateLogin({ email: 'a@example.com', password: 'x' })).toBeNull();
  });

  it.each(['email', 'password', 'firstName', 'lastName'] as const)(
    "signup: 'Please fill in all required fields' without %s",
    (field) => {
      expect(validateSignup({ ...complete, [field]: '' })).toBe('Please fill in all required fields');
    },
  );

  it('signup: the terms checkbox is required, company is not', () => {
    expect(validateSignup({ ...complete, agreedToTerms: false })).toBe('Please fill in all required fields');
    expect(validateSignup(complete)).toBeNull();
  });

  it("signup: 'Password must be at least 6 characters long' below 6", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(validateSignup({ ...complete, password: '12345' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(validateSignup({ ...complete, password: '123456' })).toBeNull();
  });

  it('e-mail confirmation: token_hash and type required, type signup, email_change or email', () => {
    const invalidLink = 'Invalid verification link. Please try again or request a new verification email.';
    const invalidType = 'Invalid verification type. Please try again or request a new verification email.';
    expect(validateConfirmLink(new URLSearchParams(''))).toEqual({ error: invalidLink });
    expect(validateConfirmLink(new URLSearchParams('type=signup'))).toEqual({ error: invalidLink });
    expect(validateConfirmLink(new URLSearchParams('token_hash=abc'))).toEqual({ error: invalidLink });
    expect(validateConfirmLink(new URLSearchParams('token_hash=abc&type=recovery'))).toEqual({
      error: invalidType,
    });
    for (const type of ['signup', 'email_change', 'email']) {
      expect(validateConfirmLink(new URLSearchParams(`token_hash=abc&type=${type}`))).toEqual({
        tokenHash: 'abc',
        type,
      });
    }
  });
});
