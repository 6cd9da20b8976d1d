/** The layout of Leadproof's one-button e-mails (confirm an address, reset a password): text and HTML alike. */

import { escapeHtml } from '../http/escape-html';
import type { MailMessage } from './mailer';

export type ActionEmail = {
  to: string;
  subject: string;
  /** The sentence before the button. */
  intro: string;
  button: string;
  url: string;
  /** The small print after the button: how long the link works, what to do if it was not you. */
  footnote: string;
  /** The link's name in `MailMessage.links`. */
  linkName: string;
};

/** Builds a one-button message. It greets no one by name: whoever triggers it may not own the address. */
export function actionEmail({
  to,
  subject,
  intro,
  button,
  url,
  footnote,
  linkName,
}: ActionEmail): MailMessage {
  const text = ['Hi,', '', intro, '', url, '', footnote, '', '— The Leadproof team'].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>Hi,</p>
<p>${escapeHtml(intro).replace('Leadproof', '<strong>Leadproof</strong>')}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="color:#475569;font-size:14px">${escapeHtml(footnote)}</p>
<p>— The Leadproof team</p>
</body></html>`;
  return { to, subject, text, html, links: { [linkName]: url } };
}
