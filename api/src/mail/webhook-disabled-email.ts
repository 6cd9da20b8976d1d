/** The notice that a webhook endpoint was disabled after days of failed deliveries (issue 34, finding 5). */
import { actionEmail } from './action-email';
import type { MailMessage } from './mailer';

/** Builds the notice for `to`; `webhooksUrl` is the dashboard's webhooks page, where a test turns it back on. */
export function webhookDisabledEmail(
  to: string,
  endpoint: { url: string; reason: string },
  webhooksUrl: string,
): MailMessage {
  return actionEmail({
    to,
    subject: 'A Leadproof webhook endpoint was disabled',
    intro: `Leadproof stopped sending events to your webhook endpoint ${endpoint.url}. ${endpoint.reason}`,
    button: 'Open webhooks',
    url: webhooksUrl,
    footnote:
      'Fix the receiver, then send it a test event from the webhooks page: once the test is answered with a 2xx, the endpoint receives events again. Events in between are not sent to it.',
    linkName: 'webhooks',
  });
}
