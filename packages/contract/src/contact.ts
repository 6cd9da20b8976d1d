// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';
import { timestampSchema } from './common';
import { type PlanId, plans } from './plans';

/** What a message to the operator is about; the contact form's first choice, and how the operator sorts them. */
export const contactTopics = ['sales', 'support', 'billing', 'privacy', 'other'] as const;

/** One of `contactTopics`. */
export const contactTopicSchema = z.enum(contactTopics, {
  error: `must be one of ${contactTopics.join(', ')}`,
});

/** The topics as the contact form and the operator's e-mail name them. */
export const contactTopicLabels: Readonly<Record<ContactTopic, string>> = {
  sales: 'Sales and Enterprise pricing',
  support: 'Help with an order or the product',
  billing: 'Billing and payments',
  privacy: 'Privacy and my data',
  other: 'Something else',
};

/** How soon the operator answers a message: the line the contact form shows and the operator's e-mail repeats. */
export const CONTACT_RESPONSE_TIME = 'within one business day';

/** Days a message is kept before it is deleted (the privacy policy quotes it). */
export const CONTACT_MESSAGE_RETENTION_DAYS = 365;

/** The longest message accepted, in characters. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The shortest message accepted, in characters: a question needs a few words. */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

const planIds = plans.map((plan) => plan.id) as [PlanId, ...PlanId[]];

/**
 * `POST /api/contact` body: a message from the /contact form. Public (no account needed); the messages say what to
 * fix, as the form shows them beside their fields.
 */
export const contactMessageCreateBodySchema = z.object({
  name: z
    .string({ error: 'enter your name' })
    .trim()
    .min(1, 'enter your name')
    .max(200, 'must be at most 200 characters'),
  email: z
    .string({ error: 'enter the e-mail address we should answer' })
    .trim()
    .max(254, 'must be at most 254 characters')
    .pipe(z.email({ error: 'enter an e-mail address we can answer, e.g. ada@company.com' })),
  company: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  topic: contactTopicSchema,
  message: z
    .string({ error: 'write your message' })
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, `write at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`)
    .max(CONTACT_MESSAGE_MAX_LENGTH, `must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
  /** The plan whose Contact Sales button led here (`enterprise-monthly`), if any. */
  planId: z.enum(planIds, { error: 'must be a plan id, e.g. enterprise-monthly' }).optional(),
});

/** `POST /api/contact` response: the message is stored, and the operator told; when to expect an answer. */
export const contactMessageCreateResponseSchema = z.object({
  id: z.string(),
  receivedAt: timestampSchema,
  /** `CONTACT_RESPONSE_TIME`: "within one business day". */
  responseTime: z.string(),
});

export type ContactTopic = (typeof contactTopics)[number];
export type ContactMessageCreateBody = z.input<typeof contactMessageCreateBodySchema>;
export type ContactMessageCreateResponse = z.infer<typeof contactMessageCreateResponseSchema>;
