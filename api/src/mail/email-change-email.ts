/** The "confirm your new e-mail address" message, sent to the new address of an e-mail change. */
import { actionEmail } from './action-email';
import type { MailMessage } from './mailer';

/** Builds the confirmation for the new address `to` with its one-time `confirmUrl`. */
export function emailChangeEmail(to: string, confirmUrl: string): MailMessage {
  return actionEmail({
    to,
    subject: 'Confirm your new Leadproof e-mail address',
    intro: `Someone asked to use ${to} as the e-mail address of their Leadproof account. Confirm it to make the change:`,
    button: 'Confirm my new address',
    url: confirmUrl,
    footnote:
      'The link works once and expires in 24 hours; until then the account keeps its current address. If you did not ask for this, ignore this e-mail.',
    linkName: 'emailChange',
  });
}
