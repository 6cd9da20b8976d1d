/**
 * Outgoing e-mail: SMTP in production, a dev outbox on disk in embedded mode (`embedded/mail/dev-outbox.ts`). One
 * interface for both; the composition root picks (`open-services.ts`).
 */

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The actionable links in the message, by name (for the dev outbox and tests). */
  links: Record<string, string>;
  /** Where a reply goes instead of the sender (a /contact message's author, for the operator's Reply). */
  replyTo?: string;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
