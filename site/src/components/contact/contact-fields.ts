/**
 * The contact form's checks and the server's answers, as messages beside the fields: the contract's own schema runs
 * in the browser (the same words the API answers with), and a 400 from the API names its field the same way.
 */
import { type ContactMessageCreateBody, contactMessageCreateBodySchema } from '@leadproof/contract/contact';
import { APIError } from '@leadproof/sdk';

/** The fields a visitor fills in. */
export const contactFieldNames = ['topic', 'name', 'email', 'company', 'message'] as const;

/** One of `contactFieldNames`. */
export type ContactFieldName = (typeof contactFieldNames)[number];

/** What is wrong with each field, in words to show beside it. */
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

/** "enter your name" → "Enter your name." */
function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

const isField = (name: unknown): name is ContactFieldName =>
  (contactFieldNames as readonly unknown[]).includes(name);

/** Checks `body` with the contract: the field errors, or none. */
export function checkContactMessage(body: ContactMessageCreateBody): ContactFieldErrors {
  const result = contactMessageCreateBodySchema.safeParse(body);
  if (result.success) return {};
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = sentence(issue.message);
  }
  return errors;
}

/** What a failed send shows: errors beside fields (a 400 naming them), or one message for the whole form. */
export type SendFailure = { fields: ContactFieldErrors; form?: string };

/** The server's `{error: {message}}`, if it sent one. */
function serverMessage(error: APIError): string | undefined {
  const body = error.body as { error?: { message?: unknown } } | undefined;
  return typeof body?.error?.message === 'string' ? body.error.message : undefined;
}

/** Turns a failed `contact.create` into what the form shows. */
export function sendFailure(error: unknown, supportEmail: string): SendFailure {
  const fallback = `Your message could not be sent. Please try again, or e-mail us at ${supportEmail}.`;
  if (!(error instanceof APIError) || error.status === undefined) {
    return {
      fields: {},
      form: `Your message could not be sent: the server did not answer. Check your connection and try again, or e-mail us at ${supportEmail}.`,
    };
  }
  const message = serverMessage(error);
  if (error.status === 400 && message) {
    // "email: enter an e-mail address…; message: write at least 10 characters"
    const fields: ContactFieldErrors = {};
    for (const part of message.split('; ')) {
      const [, name, text] = /^(\w+): (.+)$/.exec(part) ?? [];
      if (isField(name) && text) fields[name] = sentence(text);
    }
    if (Object.keys(fields).length > 0) return { fields };
  }
  if (error.status === 429 && message)
    return { fields: {}, form: `${message} Or e-mail us at ${supportEmail}.` };
  return { fields: {}, form: fallback };
}
