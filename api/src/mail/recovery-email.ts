/** The "reset your password" message sent when someone asks for it on /forgot-password. */
import { actionEmail } from './action-email';
import type { MailMessage } from './mailer';

/** Builds the password-reset e-mail for `to` with its one-time `resetUrl`. */
export function recoveryEmail(to: string, resetUrl: string): MailMessage {
  return actionEmail({
    to,
    subject: 'Reset your Leadproof password',
    intro: 'Someone asked to reset the password of your Leadproof account. Choose a new one here:',
    button: 'Choose a new password',
    url: resetUrl,
    footnote:
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    linkName: 'recovery',
  });
}
