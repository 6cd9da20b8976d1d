/** Outgoing e-mail: SMTP in production, a dev outbox on disk in embedded mode. One interface for both. */
import type { Config } from '../config/config';
import type { Logger } from '../logger';
import { DevOutbox } from './devOutbox';
import { SmtpMailer } from './smtpMailer';

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

/** Picks the transport `config` names: SMTP when SMTP_URL is set, else the dev outbox. */
export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.mail.smtpUrl) return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
  // Only DEV_OUTBOX=on gets here in production mode (the config refuses it otherwise): say so at every start.
  if (config.mode === 'production') {
    logger.warn(
      'mail: DEV_OUTBOX=on in production mode: e-mail is kept in the dev outbox, never sent. ' +
        'Use it for tests and demos only; set SMTP_URL for real users.',
    );
  }
  return new DevOutbox(config.dataDir, config.mail.from, logger);
}
