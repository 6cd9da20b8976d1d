/** The notice to the old address once an e-mail change is confirmed: the account now signs in with another one. */
import { actionEmail } from './action-email';
import type { MailMessage } from './mailer';

/** Builds the notice to `oldAddress`; `contactUrl` is where an owner who did not make the change asks for help. */
export function emailChangedEmail(oldAddress: string, newAddress: string, contactUrl: string): MailMessage {
  return actionEmail({
    to: oldAddress,
    subject: 'Your Leadproof e-mail address was changed',
    intro: `The e-mail address of your Leadproof account was changed from ${oldAddress} to ${newAddress}. Sign-ins, receipts and order e-mails use the new address from now on.`,
    button: 'Contact support',
    url: contactUrl,
    footnote:
      'If you made this change, there is nothing to do. If you did not, contact us at once: this address can no longer reset the password.',
    linkName: 'contact',
  });
}
