import { APIError } from '@leadproof/sdk';
import { describe, expect, it } from 'vitest';
import { contactParams } from './contact-island';
import { checkContactMessage, sendFailure } from './contact-fields';

const SUPPORT = 'support@leadproof.io';
const apiError = (status: number, message: string) => {
  const body = { error: { code: 'x', message } };
  return new APIError(status, body, `${status}: ${JSON.stringify(body)}`, new Headers());
};

describe('contact form fields', () => {
  it('checks with the contract, one sentence per field', () => {
    expect(
      checkContactMessage({ topic: 'sales', name: '', email: 'nope', company: '', message: 'Hi' }),
    ).toEqual({
      name: 'Enter your name.',
      email: 'Enter an e-mail address we can answer, e.g. ada@company.com.',
      message: 'Write at least 10 characters.',
    });
    expect(
      checkContactMessage({
        topic: 'sales',
        name: 'Ada',
        email: 'ada@acme.example',
        company: '',
        message: 'What would Enterprise cost?',
      }),
    ).toEqual({});
  });

  it("puts a 400's messages beside the fields it names", () => {
    expect(
      sendFailure(
        apiError(400, 'email: enter an e-mail address we can answer; message: write at least 10 characters'),
        SUPPORT,
      ),
    ).toEqual({
      fields: { email: 'Enter an e-mail address we can answer.', message: 'Write at least 10 characters.' },
    });
  });

  it('shows a 429, a 500 and a lost connection above the form, with the e-mail address', () => {
    expect(
      sendFailure(
        apiError(429, 'Too many messages from your network in the last hour: try again in 5 minutes.'),
        SUPPORT,
      ).form,
    ).toBe(
      `Too many messages from your network in the last hour: try again in 5 minutes. Or e-mail us at ${SUPPORT}.`,
    );
    expect(sendFailure(apiError(500, 'Something went wrong on our side.'), SUPPORT).form).toBe(
      `Your message could not be sent. Please try again, or e-mail us at ${SUPPORT}.`,
    );
    expect(sendFailure(new TypeError('Failed to fetch'), SUPPORT).form).toMatch(/the server did not answer/);
  });

  it('reads ?topic= and ?plan= only when they name a topic and a plan', () => {
    expect(contactParams('?topic=sales&plan=enterprise-monthly')).toEqual({
      topic: 'sales',
      planId: 'enterprise-monthly',
    });
    expect(contactParams('?topic=jobs&plan=platinum')).toEqual({});
  });
});
