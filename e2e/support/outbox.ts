/** The server's dev outbox (`$LEADPROOF_DATA_DIR/mail/*.json`), read the way an operator's inbox would be. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One kept message. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  links: Record<string, string>;
}

/** Every message in the outbox, oldest first. */
export async function outboxMails(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    .sort();
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxMail),
  );
}

/** Waits for the first message `match` accepts (the contact form's e-mail is sent by a background job). */
export async function waitForMail(
  dataDir: string,
  match: (mail: OutboxMail) => boolean,
  timeoutMs = 30_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await outboxMails(dataDir)).find(match);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no such e-mail in the dev outbox');
}
