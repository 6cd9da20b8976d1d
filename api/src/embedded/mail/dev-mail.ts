/** `/dev/mail`: the dev outbox as a page (embedded mode only), newest message first. */
import { Hono } from 'hono';
import { escapeHtml } from '../../http/escape-html';
import type { DevOutbox } from './dev-outbox';

/** Builds the outbox page over `outbox`. */
export function devMailRoutes(outbox: DevOutbox) {
  const app = new Hono();

  // GET /dev/mail – every message the dev outbox holds
  app.get('/', async (c) => {
    const mails = await outbox.list();
    const items = mails
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(new Date(mail.sentAt).toLocaleString('en-US'))}</p>
  <ul>${Object.entries(mail.links)
    .map(
      ([name, href]) => `<li><a href="${escapeHtml(href)}">${escapeHtml(name)}: ${escapeHtml(href)}</a></li>`,
    )
    .join('')}</ul>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox — Leadproof</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
article{border:1px solid #e2e8f0;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#475569}
pre{white-space:pre-wrap;background:#f8fafc;padding:.75rem;border-radius:6px}</style></head>
<body><h1>Dev outbox</h1><p>E-mails this embedded server would have sent (${mails.length}). Files: <code>${escapeHtml(outbox.dir)}</code></p>
${items || '<p>No e-mails yet.</p>'}</body></html>`);
  });

  return app;
}
