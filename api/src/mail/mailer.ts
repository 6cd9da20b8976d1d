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
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Picks the transport `config` names: SMTP when SMTP_URL is set, else the dev outbox. */
export function createMailer(config: Config, logger: Logger): Mailer {
  return config.mail.smtpUrl
    ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
    : new DevOutbox(config.dataDir, config.mail.from, logger);
}
