/**
 * A private Postfix instance on a loopback address, for tests of the mailbox check: it answers RCPT
 * like a production MX (a listed mailbox 250, an unlisted one 550 5.1.1, a `@domain` entry makes the
 * domain catch-all) and discards whatever it would accept. Each instance has its own config, queue
 * and data folders under one temporary folder, so several can run at once. Needs root (Postfix's
 * master refuses anything else).
 *
 * What it took on Debian 12 with Postfix 3.7.11 (beyond /work/shared/TOOLCHAIN.md, which holds the rest):
 * - master.cf is Debian's, copied, with the `smtp inet` line bound to ADDRESS:PORT and every service's
 *   chroot column set to `n`: a chroot into our queue folder would lack /etc/hosts, /etc/services etc.
 * - `meta_directory = /etc/postfix`: it defaults to the config folder, and `postfix check` needs the
 *   `postfix-files` list kept there.
 * - The temporary folder is mkdtemp's 0700; postfix's daemons run as `postfix` and must traverse it
 *   (0755), and `data_directory` must be owned by `postfix`.
 * - `maillog_file_prefixes` must allow the folder of `maillog_file`, or postlogd refuses to write it.
 * - `smtpd_error_sleep_time = 0`: the default 1 s pause after each rejected command slows the tests.
 * - `disable_dns_lookups` is deprecated in 3.x; `smtp_dns_support_level = disabled` is the same thing.
 * - `postfix stop` returns before master has exited; we wait for its pid before removing the folder.
 * - Another loopback address (127.0.0.2) needs no `ip addr add` when only master.cf names it and
 *   `inet_interfaces` stays 127.0.0.1: Linux routes all of 127/8 to `lo`.
 * - Start takes about 2.4 s and stop about 2 s on 2 cores; two instances start in parallel fine.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

const postfixBin = '/usr/sbin/postfix';
const defaultConfigDir = '/etc/postfix';
const tempPrefix = 'leadproof-postfix-';

export type PostfixDomain = {
  name: string;
  /** Local parts that exist (`alice` for alice@name). */
  mailboxes: string[];
  /** Accept every recipient of the domain (a `@name` entry in the mailbox table). */
  catchAll?: boolean;
};

export type PostfixServerOptions = {
  domains: PostfixDomain[];
  /** A loopback address to listen on. @default '127.0.0.1' */
  address?: string;
  /** @default a free port */
  port?: number;
};

export type PostfixServer = {
  host: string;
  port: number;
  /** Stops the instance (`postfix -c DIR stop`, then waits for its master) and removes its folder. */
  stop(): Promise<void>;
};

let installing: Promise<void> | undefined;

/** Installs Debian's postfix package (no prompts, no default configuration) unless it is present; once per process. */
export function ensurePostfixInstalled(): Promise<void> {
  if (existsSync(postfixBin)) return Promise.resolve();
  installing ??= installPostfix().catch((error) => {
    installing = undefined;
    throw error;
  });
  return installing;
}

async function installPostfix(): Promise<void> {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Postfix is not installed (${postfixBin} missing) and cannot be installed here: that needs root and ` +
        'apt-get. Install it: echo "postfix postfix/main_mailer_type select No configuration" | ' +
        'debconf-set-selections; DEBIAN_FRONTEND=noninteractive apt-get install -y postfix',
    );
  }
  // "No configuration" leaves /etc/postfix/main.cf absent, so the package starts no system instance.
  await run('sh', [
    '-c',
    'echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections',
  ]);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('apt-get', ['install', '-y', '-qq', 'postfix'], { env, maxBuffer: 1 << 24 });
  try {
    await install();
  } catch {
    // A fresh machine has no package lists yet.
    await run('apt-get', ['update', '-qq'], { env, maxBuffer: 1 << 24 });
    await install();
  }
}

/** Starts a private Postfix that accepts RCPT for the given virtual mailboxes and rejects the rest. */
export async function startPostfix(options: PostfixServerOptions): Promise<PostfixServer> {
  await ensurePostfixInstalled();
  if (process.getuid?.() !== 0) {
    throw new Error('startPostfix needs root: Postfix’s master process refuses to run as any other user.');
  }
  const host = options.address ?? '127.0.0.1';
  const port = options.port ?? (await freePort());
  const dir = await mkdtemp(path.join(tmpdir(), tempPrefix));
  const configDir = path.join(dir, 'config');
  const maillog = path.join(dir, 'maillog');
  try {
    await chmod(dir, 0o755);
    await mkdir(configDir);
    await mkdir(path.join(dir, 'queue'));
    await mkdir(path.join(dir, 'data'));
    const { stdout: uid } = await run('id', ['-u', 'postfix']);
    const { stdout: gid } = await run('id', ['-g', 'postfix']);
    await chown(path.join(dir, 'data'), Number(uid.trim()), Number(gid.trim()));
    const mailboxMap = path.join(configDir, 'virtual_mailboxes');
    await writeFile(mailboxMap, mailboxTable(options.domains));
    await writeFile(
      path.join(configDir, 'main.cf'),
      mainCf({ dir, host, mailboxMap, domains: options.domains }),
    );
    const master = await readFile(path.join(defaultConfigDir, 'master.cf'), 'utf8');
    await writeFile(path.join(configDir, 'master.cf'), masterCf(master, host, port));
    await allowConfigDir(configDir, 'add');
    await postfix(configDir, 'start', maillog);
  } catch (error) {
    await allowConfigDir(configDir, 'remove').catch(() => {});
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    host,
    port,
    stop: async () => {
      const pid = await readFile(path.join(dir, 'queue', 'pid', 'master.pid'), 'utf8').catch(() => '');
      await postfix(configDir, 'stop', maillog).catch(() => {});
      await waitForExit(Number(pid.trim()));
      await allowConfigDir(configDir, 'remove');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The virtual mailbox table: `user@domain` per mailbox, `@domain` for a catch-all. */
function mailboxTable(domains: PostfixDomain[]): string {
  const lines: string[] = [];
  for (const domain of domains) {
    // The value is a mailbox path for the virtual(8) agent; `discard:` never reads it.
    for (const mailbox of domain.mailboxes)
      lines.push(`${mailbox}@${domain.name} ${domain.name}/${mailbox}/`);
    if (domain.catchAll) lines.push(`@${domain.name} ${domain.name}/catch-all/`);
  }
  return `${lines.join('\n')}\n`;
}

function mainCf(input: { dir: string; host: string; mailboxMap: string; domains: PostfixDomain[] }): string {
  const { dir, mailboxMap, domains } = input;
  const settings: Array<[string, string]> = [
    ['compatibility_level', '3.6'],
    ['meta_directory', defaultConfigDir],
    ['queue_directory', path.join(dir, 'queue')],
    ['data_directory', path.join(dir, 'data')],
    ['mail_owner', 'postfix'],
    ['setgid_group', 'postdrop'],
    // No syslog on these machines: without a log file every failure is silent.
    ['maillog_file', path.join(dir, 'maillog')],
    ['maillog_file_prefixes', dir],
    ['myhostname', 'mx.leadproof.test'],
    ['mydomain', 'leadproof.test'],
    ['myorigin', '$myhostname'],
    // The smtpd service line in master.cf names the address to bind; this one only has to exist
    // on an interface (Postfix checks), and 127.0.0.1 always does.
    ['inet_interfaces', '127.0.0.1'],
    ['inet_protocols', 'ipv4'],
    // Only virtual mailbox domains are ours; nothing is delivered locally or relayed.
    ['mydestination', ''],
    ['local_recipient_maps', ''],
    ['alias_maps', ''],
    ['alias_database', ''],
    ['relay_domains', ''],
    ['mynetworks', '127.0.0.0/8'],
    ['virtual_mailbox_domains', domains.map((d) => d.name).join(' ')],
    ['virtual_mailbox_maps', `texthash:${mailboxMap}`],
    ['virtual_alias_maps', ''],
    ['virtual_transport', 'discard:'],
    // No restriction permits $mynetworks: a loopback client is treated like one from the Internet,
    // so other domains get "Relay access denied" and unlisted mailboxes 550 5.1.1 (by
    // smtpd_reject_unlisted_recipient, on by default).
    ['smtpd_relay_restrictions', 'reject_unauth_destination'],
    ['smtpd_recipient_restrictions', ''],
    ['smtpd_client_restrictions', ''],
    ['smtpd_helo_restrictions', ''],
    ['smtpd_sender_restrictions', ''],
    ['smtpd_helo_required', 'no'],
    // Client restrictions wait until RCPT (the default, said out loud): the greeting comes at once.
    ['smtpd_delay_reject', 'yes'],
    ['smtpd_banner', '$myhostname ESMTP'],
    ['smtpd_error_sleep_time', '0'],
    ['smtpd_soft_error_limit', '100'],
    ['smtpd_hard_error_limit', '200'],
    // Never look anything up in DNS: the tests may only talk to 127.0.0.0/8.
    ['smtpd_peername_lookup', 'no'],
    ['smtp_dns_support_level', 'disabled'],
    ['smtp_host_lookup', 'native'],
    ['lmtp_host_lookup', 'native'],
    ['biff', 'no'],
    ['append_dot_mydomain', 'no'],
  ];
  return `# Written by api/src/testing/postfix-server.ts for one test instance.\n${settings
    .map(([name, value]) => `${name} = ${value}`)
    .join('\n')}\n`;
}

/** Debian's master.cf with the SMTP service bound to host:port and no service chrooted. */
function masterCf(master: string, host: string, port: number): string {
  return master
    .split('\n')
    .map((line) => {
      if (/^\s|^#|^$/.test(line)) return line;
      const fields = line.split(/\s+/);
      if (fields[0] === 'smtp' && fields[1] === 'inet') fields[0] = `${host}:${port}`;
      if (fields.length >= 8) fields[4] = 'n';
      return fields.join(' ');
    })
    .join('\n');
}

/** Runs `postfix -c DIR <command>`; a failure carries the tail of the instance's log. */
async function postfix(configDir: string, command: 'start' | 'stop', maillog: string): Promise<void> {
  try {
    await run(postfixBin, ['-c', configDir, command]);
  } catch (error) {
    const log = (await readFile(maillog, 'utf8').catch(() => '(no log written)')).slice(-3000);
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`postfix -c ${configDir} ${command} failed: ${stderr.trim()}\n${log}`);
  }
}

async function waitForExit(pid: number): Promise<void> {
  if (!Number.isInteger(pid) || pid <= 0) return;
  for (let waited = 0; waited < 10_000; waited += 50) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Adds or removes a config folder in the default main.cf's `alternate_config_directories`, which
 * `postfix -c DIR` requires. Test processes run in parallel, so the read-modify-write holds a lock
 * (an exclusive mkdir); entries of our earlier runs whose folders are gone are dropped on the way.
 */
async function allowConfigDir(configDir: string, change: 'add' | 'remove'): Promise<void> {
  const mainCfPath = path.join(defaultConfigDir, 'main.cf');
  await withLock(path.join(tmpdir(), 'leadproof-postfix.lock'), async () => {
    const text = await readFile(mainCfPath, 'utf8').catch(() => '');
    // A parameter may continue on lines that start with whitespace.
    const pattern = /^alternate_config_directories\s*=(.*(?:\n[ \t].*)*)\n?/m;
    const current =
      pattern
        .exec(text)?.[1]
        ?.split(/[\s,]+/)
        .filter(Boolean) ?? [];
    const kept = current.filter(
      (entry) => entry !== configDir && (!entry.includes(`/${tempPrefix}`) || existsSync(entry)),
    );
    const next = change === 'add' ? [...kept, configDir] : kept;
    if (next.join(' ') === current.join(' ')) return;
    const line = next.length > 0 ? `alternate_config_directories = ${next.join(' ')}\n` : '';
    const updated = pattern.test(text)
      ? text.replace(pattern, line)
      : `${text}${text && !text.endsWith('\n') ? '\n' : ''}${line}`;
    const temporary = `${mainCfPath}.leadproof-${process.pid}`;
    await writeFile(temporary, updated, { mode: 0o644 });
    await rename(temporary, mainCfPath);
  });
}

async function withLock<T>(lockDir: string, body: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock older than 30 s was left by a process that died holding it.
      const since = await stat(lockDir).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > 30_000) await rmdir(lockDir).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  try {
    return await body();
  } finally {
    await rmdir(lockDir).catch(() => {});
  }
}
