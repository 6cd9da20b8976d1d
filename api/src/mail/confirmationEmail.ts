/** The "confirm your e-mail" message sent after sign-up and on resend. */
import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** Builds the confirmation e-mail for `to` with its one-time `confirmUrl`. */
export function confirmationEmail(to: string, confirmUrl: string): MailMessage {
  const greeting = 'Hi,';
  const text = [
    greeting,
    '',
    'Thanks for signing up for Leadproof. Confirm your e-mail address to activate your account:',
    '',
    confirmUrl,
    '',
    'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
    '',
    '— The Leadproof team',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>Thanks for signing up for <strong>Leadproof</strong>. Confirm your e-mail address to activate your account:</p>
<p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">Confirm my e-mail</a></p>
<p style="color:#475569;font-size:14px">The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.</p>
<p>— The Leadproof team</p>
</body></html>`;
  return { to, subject: 'Confirm your Leadproof account', text, html, links: { confirm: confirmUrl } };
}
