/** The e-mail a customer gets when an order ends ("We'll email you when it's ready"). */
import { buyLeadsRequestDetailsSchema } from '@leadproof/contract/leads';
import { orderTitle } from '@leadproof/contract/order-names';
import type { OrderRow } from '../db/order-row';
import { escapeHtml } from '../http/escape-html';
import type { MailMessage } from '../mail/mailer';

/** Builds the message for an order that reached `completed`, `needs_fix` or `failed`. */
export function orderFinishedEmail(to: string, order: OrderRow, publicUrl: string): MailMessage {
  const shortId = order.id.slice(0, 8);
  const link = `${publicUrl}/dashboard/orders/${order.id}`;
  const rows = order.row_count ?? 0;
  // The order by its name (the uploaded file's, or the lead profile's), then its short id to tell two apart.
  const title = orderName(order);
  const name = title ? `${title} (order ${shortId})` : `order ${shortId}`;
  const file = order.file_name ? `${order.file_name}` : 'your file';
  const [uploadSubject, uploadSummary] =
    order.status === 'completed'
      ? [
          `Your Leadproof results are ready: ${name}`,
          `We verified ${rows} row(s) of ${file}. Your results file is ready to preview and download.`,
        ]
      : order.status === 'needs_fix'
        ? [
            `Your Leadproof order needs a fix: ${name}`,
            `We could not process ${file}: ${order.status_message ?? 'it could not be read'}. Your ${order.credits_used ?? 0} credits were refunded.`,
          ]
        : [
            `Your Leadproof order could not be completed: ${name}`,
            `Processing ${order.type === 'buy_leads' ? 'your lead order' : file} failed on our side and your ${order.credits_used ?? 0} credits were refunded. Please try again; if it fails again, reply to this e-mail.`,
          ];
  const leads =
    order.type === 'buy_leads' && order.status !== 'failed' ? leadsSummary(order, name) : undefined;
  const subject = leads?.subject ?? uploadSubject;
  const summary = leads?.summary ?? uploadSummary;
  const text = `Hi,\n\n${summary}\n\nOpen the order: ${link}\n\n— The Leadproof team`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>Hi,</p><p>${escapeHtml(summary)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">Open order ${escapeHtml(shortId)}</a></p>
<p>— The Leadproof team</p></body></html>`;
  return { to, subject, text, html, links: { order: link } };
}

/** What the order is called (`orderTitle`): its file name, or a lead purchase's profile; null without either. */
function orderName(order: OrderRow): string | null {
  const details =
    order.type === 'buy_leads' ? buyLeadsRequestDetailsSchema.safeParse(order.request_details) : null;
  if (!order.file_name && !details?.success) return null;
  return orderTitle({
    id: order.id,
    type: order.type,
    fileName: order.file_name,
    ...(details?.success ? { leadRequest: details.data } : {}),
  });
}

/** Subject and summary of a lead purchase that completed or could not be filled. */
function leadsSummary(order: OrderRow, name: string): { subject: string; summary: string } {
  const delivered = order.row_count ?? 0;
  const ordered = Number((order.request_details as { count?: unknown }).count) || delivered;
  if (order.status !== 'completed') {
    return {
      subject: `Your Leadproof lead order could not be filled: ${name}`,
      summary:
        order.status_message ??
        'No leads matching your profile were left to deliver. Your credits were refunded.',
    };
  }
  const refunded =
    ordered > delivered
      ? ` Only ${delivered} of the ${ordered} leads you ordered were available; the credits for the other ${ordered - delivered} were refunded.`
      : '';
  return {
    subject: `Your Leadproof leads are ready: ${name}`,
    summary: `We sourced and verified ${delivered} lead(s) matching your profile.${refunded} Your results file is ready to preview and download.`,
  };
}
