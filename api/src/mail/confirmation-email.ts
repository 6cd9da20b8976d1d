/** The "confirm your e-mail" message sent after sign-up and on resend. */
import { actionEmail } from './action-email';
import type { MailMessage } from './mailer';

/** Builds the confirmation e-mail for `to` with its one-time `confirmUrl`. */
export function confirmationEmail(to: string, confirmUrl: string): MailMessage {
  return actionEmail({
    to,
    subject: 'Confirm your Leadproof account',
    intro: 'Thanks for signing up for Leadproof. Confirm your e-mail address to activate your account:',
    button: 'Confirm my e-mail',
    url: confirmUrl,
    footnote: 'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
    linkName: 'confirm',
  });
}
