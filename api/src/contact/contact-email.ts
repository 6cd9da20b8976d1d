/** The e-mail the operator gets for each /contact message; Reply answers the sender. */
import { CONTACT_RESPONSE_TIME, type ContactTopic, contactTopicLabels } from '@leadproof/contract/contact';
import { findPlan } from '@leadproof/contract/plans';
import { escapeHtml } from '../http/escape-html';
import type { MailMessage } from '../mail/mailer';

/** A stored message, as the e-mail shows it. */
export type ContactEmailInput = {
  id: string;
  topic: ContactTopic;
  name: string;
  email: string;
  company: string;
  planId: string | null;
  message: string;
  receivedAt: Date;
};

/**
 * Builds the operator's message. Its subject names only the topic: the dev outbox logs subjects, and the sender's
 * name and address stay out of logs.
 */
export function contactEmail(to: string, input: ContactEmailInput): MailMessage {
  const topic = contactTopicLabels[input.topic];
  const plan = input.planId ? findPlan(input.planId) : undefined;
  const fields: [string, string][] = [
    ['From', input.name],
    ['E-mail', input.email],
    ['Company', input.company || '(not given)'],
    ['Topic', topic],
    ...(plan
      ? ([['Plan', `${plan.name} (${plan.period === 'month' ? 'monthly' : 'one-time'})`]] as [
          string,
          string,
        ][])
      : []),
    ['Received', `${input.receivedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`],
  ];
  const promise = `The sender was told to expect an answer ${CONTACT_RESPONSE_TIME}. Reply to this e-mail to answer them.`;
  const text = [
    'A visitor wrote through the contact form.',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    input.message,
    '',
    promise,
    `Message id: ${input.id}`,
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:2px 12px 2px 0;color:#475569">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>A visitor wrote through the contact form.</p>
<table>${rows}</table>
<p style="white-space:pre-wrap;border-left:3px solid #cbd5e1;padding-left:12px">${escapeHtml(input.message)}</p>
<p style="color:#475569;font-size:14px">${escapeHtml(promise)}<br>Message id: ${escapeHtml(input.id)}</p>
</body></html>`;
  return {
    to,
    subject: `New message via the contact form: ${topic}`,
    text,
    html,
    links: {},
    replyTo: input.email,
  };
}
