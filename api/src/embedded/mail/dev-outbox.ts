/**
 * The dev outbox: each message a JSON file under `$LEADPROOF_DATA_DIR/mail/` (shown at `/dev/mail`), plus
 * one console line, so embedded mode needs no mail server and tests can read what was sent.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDir } from '../../lifecycle/private-dir';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from '../../mail/mailer';

export type StoredMail = MailMessage & { id: string; from: string; sentAt: string };

export class DevOutbox implements Mailer {
  readonly dir: string;

  constructor(
    dataDir: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.dir = path.join(dataDir, 'mail');
  }

  async send(message: MailMessage): Promise<void> {
    await makePrivateDir(this.dir);
    const sentAt = new Date().toISOString();
    // Sortable by name: time first, then randomness for messages in the same millisecond.
    const id = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    const stored: StoredMail = { id, from: this.from, sentAt, ...message };
    // Written under another name, then renamed (atomic): readers of *.json never see half a message.
    const file = path.join(this.dir, `${id}.json`);
    await writeFile(`${file}.partial`, `${JSON.stringify(stored, null, 2)}\n`);
    await rename(`${file}.partial`, file);
    const links = Object.values(message.links);
    // The recipient stays out of the log (an e-mail address is personal data); /dev/mail shows it.
    this.logger.info(
      `mail "${message.subject}" kept in the dev outbox (/dev/mail; links at LOG_LEVEL=debug)`,
      {
        mailId: id,
      },
    );
    // A confirmation link signs its holder in: it stays out of logs that are shipped or shared
    // (LOG_LEVEL=info and above) and is printed only for a developer who asked for debug output.
    if (links.length) this.logger.debug(`mail links: ${links.join(' ')}`, { mailId: id });
  }

  /** Every stored message, newest first. */
  async list(): Promise<StoredMail[]> {
    const files = (await readdir(this.dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
    const mails = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(path.join(this.dir, file), 'utf8')) as StoredMail),
    );
    return mails.sort((a, b) => b.id.localeCompare(a.id));
  }
}
