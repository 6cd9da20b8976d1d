/**
 * The product server's log, checked when an e2e file stops its server (issue 25): every line is JSON, every request
 * line carries its request id, and no line holds the run's personal data or secrets — the test users' e-mails and
 * password, access and refresh tokens, API keys, the links mailed to them.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { TEST_PASSWORD } from './accounts';

/** Shapes of secrets, whatever their value: the server issues them, tests only see some of them. */
const SECRET_SHAPES: ReadonlyArray<readonly [string, RegExp]> = [
  ['an e-mail address', /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z0-9.-]*[A-Za-z]/],
  ['an access token (JWT)', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/],
  ['an API key', /lp_live_[0-9A-Za-z]{8,}/],
  // Refresh tokens and confirmation token hashes: 32 random bytes, base64url. Mixed case and digits tell them from
  // the log's own long words (UUIDs and hex hashes are lower case).
  ['an opaque token', /(?<![\w-])(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{40,}(?![\w-])/],
];

/** Each rule a log breaks, one line per problem; empty when the log is clean. */
export function logProblems(log: string, knownSecrets: readonly string[]): string[] {
  const problems: string[] = [];
  const secrets = knownSecrets.filter((secret) => secret.length >= 6);
  log.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `line ${index + 1} (${line.slice(0, 160)})`;
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      problems.push(`${where} is not JSON`);
      return;
    }
    if (entry.msg === 'request completed' && typeof entry.requestId !== 'string') {
      problems.push(`${where} is a request line without a requestId`);
    }
    for (const [what, shape] of SECRET_SHAPES) if (shape.test(line)) problems.push(`${where} holds ${what}`);
    if (secrets.some((secret) => line.includes(secret))) problems.push(`${where} holds a test user's data`);
  });
  return problems;
}

/**
 * What the run's users are known by, read from the server's dev outbox: every recipient and Reply-To, every mailed link and the
 * token values in its query, and the password every test account uses.
 */
export async function knownSecrets(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.json'));
  const secrets = [TEST_PASSWORD];
  for (const file of files) {
    const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
      to: string;
      replyTo?: string;
      links: Record<string, string>;
    };
    secrets.push(mail.to);
    // A /contact message's sender, whom the operator's e-mail answers.
    if (mail.replyTo) secrets.push(mail.replyTo);
    for (const link of Object.values(mail.links)) {
      secrets.push(link);
      // `token_hash=…`, `token=…`: the part of a link that signs its holder in.
      for (const [name, value] of new URL(link).searchParams) if (/token/i.test(name)) secrets.push(value);
    }
  }
  return secrets;
}
