/** The "your password was changed" notice, sent on every change and every reset of a built-in account's password. */
import { actionEmail } from './action-email';
import type { MailMessage } from './mailer';

/** Builds the notice for `to`; `forgotPasswordUrl` is the way back for an owner who did not make the change. */
export function passwordChangedEmail(to: string, forgotPasswordUrl: string, changedAt: Date): MailMessage {
  const when = `${changedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return actionEmail({
    to,
    subject: 'Your Leadproof password was changed',
    intro: `The password of your Leadproof account was changed on ${when}. Every other device signed in to the account was signed out.`,
    button: 'Reset my password',
    url: forgotPasswordUrl,
    footnote:
      'If you made this change, there is nothing to do. If you did not, reset your password with this button now: the link goes to this address only.',
    linkName: 'forgotPassword',
  });
}
