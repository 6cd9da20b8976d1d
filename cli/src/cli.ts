/**
 * Builds the `leadproof` command tree: the only module that knows commander. It maps flags and
 * environment fallbacks to each command's options and lazy-imports the command (`src/commands/<name>.ts`).
 * @module
 */
import {
  type OrderResultsFilter,
  type OrderResultsFormat,
  type OrderStatus,
  orderResultsFilterSchema,
  orderResultsFormatSchema,
  orderStatuses,
} from '@leadproof/contract/orders';
import { plans } from '@leadproof/contract/plans';
import { webhookEventTypeSchema } from '@leadproof/contract/webhooks';
import { Command, Option } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { DEFAULT_API_URL } from './config';
import { UsageError } from './errors';
import type { CommandOptions, Runtime } from './runtime';

const planIds = plans.map((plan) => plan.id);

const examples = (lines: string[]) => `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;

/** The global flags and the runtime, as every command receives them. */
function globalOptions(command: Command, runtime: Runtime): CommandOptions {
  const { apiUrl, json } = command.optsWithGlobals<{ apiUrl: string; json?: boolean }>();
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new UsageError(`--api-url "${apiUrl}" is not a URL (for example http://localhost:8787).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--api-url must be an http(s) URL, not "${apiUrl}".`);
  // Credentials are saved per API URL, so the same server must always be spelled the same way.
  return { apiUrl: url.href.replace(/\/+$/, ''), json: json === true, runtime };
}

/** Settings of `buildProgram`. */
export interface BuildProgramOptions {
  /** Do not print commander's usage errors (the entry point reports them as JSON under `--json`). */
  quietUsageErrors?: boolean;
}

/**
 * The commander program for `leadproof`, over `runtime` (streams, environment, network, signal). It never
 * exits the process: usage errors, `--help` and `--version` throw `CommanderError` (set on every subcommand,
 * since commander copies these settings when a command is added).
 */
export function buildProgram(
  runtime: Runtime,
  { quietUsageErrors = false }: BuildProgramOptions = {},
): Command {
  const program = new Command('leadproof')
    .description('Verify contact lists and buy verified leads from the terminal.')
    .version(packageJson.version)
    .addOption(
      new Option('--api-url <url>', 'Leadproof server').default(
        runtime.env.apiUrl ?? DEFAULT_API_URL,
        runtime.env.apiUrl ? 'LEADPROOF_API_URL' : `LEADPROOF_API_URL or ${DEFAULT_API_URL}`,
      ),
    )
    .option('--json', 'print one JSON document on stdout (no prompts, colours or progress bars)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => runtime.stdout.write(text),
      writeErr: (text) => runtime.stderr.write(text),
      outputError: (text, write) => {
        if (!quietUsageErrors) write(text);
      },
    })
    .showHelpAfterError(quietUsageErrors ? false : '(add --help for usage)')
    .addHelpText(
      'after',
      `${examples([
        'leadproof login',
        'leadproof upload leads.csv --wait --out clean.csv',
        'leadproof verify ada@acme.com --phone "+1 415 555 0100"',
        'LEADPROOF_API_KEY=lp_live_… leadproof upload leads.csv --yes --wait --json',
        'leadproof orders list --status completed',
      ])}\nExit codes: 0 ok, 1 error, 2 usage, 3 not signed in, 4 not enough credits, 130 cancelled (Ctrl-C).\nDocs: docs/cli.md\n`,
    );

  program
    .command('login')
    .description('sign in with your e-mail and password, or an API key, and save the credentials')
    .option('--email <email>', 'your account e-mail (asked when absent)')
    .option('--password-stdin', 'read the password from stdin instead of asking')
    .option('--api-key [key]', 'sign in with an API key (read from stdin, or asked, when no value is given)')
    .addHelpText(
      'after',
      examples([
        'leadproof login',
        'printf "%s\\n" "$PASSWORD" | leadproof login --email ada@example.com --password-stdin',
        'printf "%s\\n" "$LEADPROOF_KEY" | leadproof login --api-key',
      ]),
    )
    .action(
      async (
        flags: { email?: string; passwordStdin?: boolean; apiKey?: string | true },
        command: Command,
      ) => {
        const { runLogin } = await import('./commands/login');
        await runLogin({
          ...globalOptions(command, runtime),
          email: flags.email,
          passwordStdin: flags.passwordStdin === true,
          apiKey: flags.apiKey,
        });
      },
    );

  program
    .command('logout')
    .description('end the session and forget the saved credentials for this server')
    .action(async (_flags: object, command: Command) => {
      const { runLogout } = await import('./commands/logout');
      await runLogout(globalOptions(command, runtime));
    });

  program
    .command('whoami')
    .description('show who you are signed in as, and how')
    .addHelpText('after', examples(['leadproof whoami', 'leadproof whoami --json']))
    .action(async (_flags: object, command: Command) => {
      const { runWhoami } = await import('./commands/whoami');
      await runWhoami(globalOptions(command, runtime));
    });

  program
    .command('balance')
    .description('show your credit balance')
    .addHelpText('after', examples(['leadproof balance', 'leadproof balance --json | jq .balance']))
    .action(async (_flags: object, command: Command) => {
      const { runBalance } = await import('./commands/balance');
      await runBalance(globalOptions(command, runtime));
    });

  program
    .command('pricing')
    .description('show the credits each row costs (no sign-in needed)')
    .action(async (_flags: object, command: Command) => {
      const { runPricing } = await import('./commands/pricing');
      await runPricing(globalOptions(command, runtime));
    });

  program
    .command('transactions')
    .description('list your credit transactions, newest first (the latest 20)')
    .option('--all', 'list every transaction')
    .addHelpText('after', examples(['leadproof transactions', 'leadproof transactions --all --json']))
    .action(async (flags: { all?: boolean }, command: Command) => {
      const { runTransactions } = await import('./commands/transactions');
      await runTransactions({ ...globalOptions(command, runtime), all: flags.all === true });
    });

  program
    .command('verify')
    .description('check one e-mail address and/or phone number now (1 credit when a check decides something)')
    .argument('[email]', 'the e-mail address (optional with --phone)')
    .option('--phone <number>', 'a phone number, e.g. "+1 415 555 0100"')
    .option('--country <code>', 'ISO code or name: the region of a phone number without its country code')
    .option(
      '--timeout-ms <n>',
      'answer by then, leaving undecided checks unknown (100 to 30000, default 10000)',
    )
    .addHelpText(
      'after',
      examples([
        'leadproof verify ada@acme.com',
        'leadproof verify ada@acme.com --phone "+1 415 555 0100"',
        'leadproof verify --phone "(415) 555-0100" --country US --json',
      ]),
    )
    .action(
      async (
        email: string | undefined,
        flags: { phone?: string; country?: string; timeoutMs?: string },
        command: Command,
      ) => {
        const { runVerify } = await import('./commands/verify');
        await runVerify({
          ...globalOptions(command, runtime),
          email,
          phone: flags.phone,
          country: flags.country,
          timeoutMs: flags.timeoutMs,
        });
      },
    );

  program
    .command('upload')
    .description(
      'upload a CSV (at most 50 MB) to verify (Upload & Verify): shows the cost, then streams the file',
    )
    .argument('<file>', 'the .csv file, or an Excel .xlsx workbook')
    .option(
      '--sheet <name>',
      'the sheet of an .xlsx workbook to verify, by name (or position, 1 for the first); default: the first visible one',
    )
    .option('--wait', 'wait for verification to finish, then download the results')
    .option('-o, --out <path>', 'where --wait saves the results (default order-<id>-results.csv)')
    .option('-y, --yes', 'spend the credits without asking (needed in scripts and with --json)')
    .addHelpText(
      'after',
      examples([
        'leadproof upload leads.csv',
        'leadproof upload leads.csv --wait --out leads-verified.csv',
        'leadproof upload leads.csv --yes --wait --json > order.json',
        'leadproof upload contacts.xlsx --sheet "Q3 leads"',
      ]),
    )
    .action(
      async (
        file: string,
        flags: { sheet?: string; wait?: boolean; out?: string; yes?: boolean },
        command: Command,
      ) => {
        const { runUpload } = await import('./commands/upload');
        await runUpload({
          ...globalOptions(command, runtime),
          file,
          sheet: flags.sheet,
          wait: flags.wait === true,
          out: flags.out,
          yes: flags.yes === true,
        });
      },
    );

  const bounces = program
    .command('bounces')
    .description('the bounce guarantee: report bounce logs, get credits back for addresses we called valid');
  bounces
    .command('upload')
    .description(
      "report a campaign's bounce export (Mailchimp, SendGrid, Postmark, Mailgun, SES, Brevo, HubSpot, Instantly, lemlist, Apollo, or any CSV with an e-mail and a bounce status column)",
    )
    .argument('<file>', 'the bounce export (.csv, or SES notifications as JSON lines)')
    .option('--wait', 'wait until the report is processed, then show the refund')
    .addHelpText(
      'after',
      examples([
        'leadproof bounces upload sendgrid-bounces.csv --wait',
        'leadproof bounces upload bounces.csv --json',
      ]),
    )
    .action(async (file: string, flags: { wait?: boolean }, command: Command) => {
      const { runBouncesUpload } = await import('./commands/bounces');
      await runBouncesUpload({ ...globalOptions(command, runtime), file, wait: flags.wait === true });
    });
  bounces
    .command('list')
    .description('your latest bounce reports, newest first')
    .action(async (_flags: object, command: Command) => {
      const { runBouncesList } = await import('./commands/bounces');
      await runBouncesList(globalOptions(command, runtime));
    });
  bounces
    .command('show')
    .description(
      'one bounce report: rows read, hard bounces, matches per order, refund, and what was not refunded',
    )
    .argument('<id>', 'the report id (bounces list shows it)')
    .action(async (id: string, _flags: object, command: Command) => {
      const { runBouncesShow } = await import('./commands/bounces');
      await runBouncesShow({ ...globalOptions(command, runtime), id });
    });

  const orders = program
    .command('orders')
    .description('list and inspect your orders, and delete their files');
  orders
    .command('list')
    .description('your orders, newest first (the latest 20), with how many there are of each status')
    .addOption(new Option('--status <status>', 'only orders in this status').choices(orderStatuses))
    .option('--all', 'list every order, page after page')
    .addHelpText(
      'after',
      examples([
        'leadproof orders list',
        'leadproof orders list --status completed --json',
        'leadproof orders list --all --json',
      ]),
    )
    .action(async (flags: { status?: OrderStatus; all?: boolean }, command: Command) => {
      const { runOrdersList } = await import('./commands/orders-list');
      await runOrdersList({
        ...globalOptions(command, runtime),
        status: flags.status,
        all: flags.all === true,
      });
    });
  orders
    .command('show')
    .description('one order: status, progress, what verification found')
    .argument('<id>', 'the order id, or its first characters (orders list shows 8)')
    .addHelpText('after', examples(['leadproof orders show 1a2b3c4d']))
    .action(async (id: string, _flags: object, command: Command) => {
      const { runOrdersShow } = await import('./commands/orders-show');
      await runOrdersShow({ ...globalOptions(command, runtime), id });
    });
  orders
    .command('delete-files')
    .description("delete an ended order's files now (uploaded list, results); the order and its figures stay")
    .argument('<id>', 'the order id, or its first characters (orders list shows 8)')
    .option('-y, --yes', 'delete without asking (needed in scripts and with --json)')
    .addHelpText(
      'after',
      examples([
        'leadproof orders delete-files 1a2b3c4d',
        'leadproof orders delete-files 1a2b3c4d --yes --json',
      ]),
    )
    .action(async (id: string, flags: { yes?: boolean }, command: Command) => {
      const { runOrdersDeleteFiles } = await import('./commands/orders-delete-files');
      await runOrdersDeleteFiles({ ...globalOptions(command, runtime), id, yes: flags.yes === true });
    });

  program
    .command('download')
    .description("save an order's results (or original) CSV")
    .argument('<id>', 'the order id, or its first characters')
    .addOption(new Option('--original', 'the file you uploaded').conflicts(['results', 'filter']))
    .addOption(new Option('--results', 'the verified file (the default)'))
    .addOption(
      new Option(
        '--filter <rows>',
        'only some rows of the results: clean (safe to send: no duplicates, nothing invalid or risky), invalid or duplicates',
      ).choices(orderResultsFilterSchema.options),
    )
    .addOption(
      new Option('--format <format>', 'csv (the default) or xlsx, an Excel workbook of the results').choices(
        orderResultsFormatSchema.options,
      ),
    )
    .option(
      '-o, --output <path>',
      'where to save (default order-<id>-results.csv, -original.csv (.xlsx for a workbook) or -<filter>.csv; .xlsx with --format xlsx); - for stdout',
    )
    .addHelpText(
      'after',
      examples([
        'leadproof download 1a2b3c4d',
        'leadproof download 1a2b3c4d --filter clean',
        'leadproof download 1a2b3c4d --format xlsx',
        'leadproof download 1a2b3c4d --original -o upload.csv',
        'leadproof download 1a2b3c4d -o - | wc -l',
      ]),
    )
    .action(
      async (
        id: string,
        flags: {
          original?: boolean;
          output?: string;
          filter?: OrderResultsFilter;
          format?: OrderResultsFormat;
        },
        command: Command,
      ) => {
        const { runDownload } = await import('./commands/download');
        await runDownload({
          ...globalOptions(command, runtime),
          id,
          file: flags.original ? 'original' : 'results',
          filter: flags.filter,
          format: flags.format,
          output: flags.output,
        });
      },
    );

  const account = program.command('account').description('your account: change its profile, export its data');
  account
    .command('update')
    .description('change your name or company (needs `leadproof login`)')
    .option('--first-name <name>', 'your first name')
    .option('--last-name <name>', 'your last name')
    .option('--company <name>', 'your company; "" removes it')
    .addHelpText(
      'after',
      examples([
        'leadproof account update --company "Acme Inc"',
        'leadproof account update --first-name Ada --last-name King',
      ]),
    )
    .action(async (flags: { firstName?: string; lastName?: string; company?: string }, command: Command) => {
      const { runAccountUpdate } = await import('./commands/account-update');
      await runAccountUpdate({ ...globalOptions(command, runtime), ...flags });
    });
  account
    .command('export')
    .description("save your account's data (profile, orders, transactions, API key names, webhooks) as a zip")
    .option('-o, --output <path>', 'where to save (default leadproof-account-<date>.zip); - for stdout')
    .addHelpText('after', examples(['leadproof account export', 'leadproof account export -o my-data.zip']))
    .action(async (flags: { output?: string }, command: Command) => {
      const { runAccountExport } = await import('./commands/account-export');
      await runAccountExport({ ...globalOptions(command, runtime), output: flags.output });
    });

  program
    .command('buy')
    .description('start a checkout for a plan and print its URL')
    .argument('<plan>', `one of: ${planIds.join(', ')}`)
    .option('--open', 'also open the checkout in your browser')
    .addHelpText('after', examples(['leadproof buy pack-1k', 'leadproof buy starter --open']))
    .action(async (plan: string, flags: { open?: boolean }, command: Command) => {
      const { runBuy } = await import('./commands/buy');
      await runBuy({ ...globalOptions(command, runtime), plan, open: flags.open === true });
    });

  const leads = program
    .command('leads')
    .description('pre-verified leads matching an ideal customer profile (Source + Verify)');
  const profileFlags = (command: Command) =>
    command
      .option(
        '--industry <name>',
        'an industry, e.g. Software (repeatable, or comma-separated)',
        listFlag,
        [],
      )
      .option(
        '--country <code>',
        'an ISO country code, e.g. US (repeatable, or comma-separated)',
        listFlag,
        [],
      )
      .option(
        '--seniority <level>',
        'owner, c_level, vp, director, manager, senior, individual or entry',
        listFlag,
        [],
      )
      .option('--title <keyword>', 'a word the job title contains (repeatable)', listFlag, [])
      .option('--size <MIN-MAX>', 'company size in employees: 51-200, 1000+ (repeatable)', listFlag, []);
  const presetFlag = (command: Command) =>
    command.option(
      '--preset <name>',
      "start from a saved preset (its profile and count); the flags given replace the preset's",
    );
  type ProfileFlags = Record<'industry' | 'country' | 'seniority' | 'title' | 'size', string[]> & {
    count?: string;
    preset?: string;
  };
  const profile = (flags: ProfileFlags) => ({
    industries: flags.industry,
    countries: flags.country,
    seniorities: flags.seniority,
    titles: flags.title,
    sizes: flags.size,
    count: flags.count,
    preset: flags.preset,
  });
  presetFlag(profileFlags(leads.command('quote')))
    .option('--count <n>', 'how many leads (required unless the preset saved one)')
    .description('how many leads match, how many you can buy, and what they cost')
    .addHelpText(
      'after',
      examples([
        'leadproof leads quote --industry Software --country US --count 50',
        'leadproof leads quote --preset "US SaaS VPs" --count 200',
      ]),
    )
    .action(async (flags: ProfileFlags, command: Command) => {
      const { runLeadsQuote } = await import('./commands/leads-quote');
      await runLeadsQuote({ ...globalOptions(command, runtime), ...profile(flags) });
    });
  presetFlag(profileFlags(leads.command('buy')))
    .option('--count <n>', 'how many leads (required unless the preset saved one)')
    .description('buy verified leads matching the profile (1.5 credits each, debited now)')
    .option('--wait', 'wait for the order to finish, then download the leads')
    .option('-o, --out <path>', 'where --wait saves the leads (default order-<id>-results.csv)')
    .option('-y, --yes', 'do not ask for confirmation on a terminal')
    .addHelpText(
      'after',
      examples([
        'leadproof leads buy --industry Software --country US --count 50 --wait --out leads.csv',
        'leadproof leads buy --industry Healthcare,Education --country GB --seniority director --size 51-200 --count 20',
        'leadproof leads buy --preset "US SaaS VPs" --country CA --yes',
      ]),
    )
    .action(
      async (flags: ProfileFlags & { wait?: boolean; out?: string; yes?: boolean }, command: Command) => {
        const { runLeadsBuy } = await import('./commands/leads-buy');
        await runLeadsBuy({
          ...globalOptions(command, runtime),
          ...profile(flags),
          wait: flags.wait === true,
          out: flags.out,
          yes: flags.yes === true,
        });
      },
    );

  leads
    .command('facets')
    .description('what the lead inventory holds: industries, countries, seniorities and sizes, with counts')
    .action(async (_flags: object, command: Command) => {
      const { runLeadsFacets } = await import('./commands/leads-facets');
      await runLeadsFacets(globalOptions(command, runtime));
    });

  const presets = leads
    .command('presets')
    .description('saved ideal customer profiles, for --preset and the dashboard order form');
  presets
    .command('list')
    .description('your presets, by name')
    .action(async (_flags: object, command: Command) => {
      const { runLeadsPresetsList } = await import('./commands/leads-presets');
      await runLeadsPresetsList(globalOptions(command, runtime));
    });
  profileFlags(presets.command('save'))
    .description('save a profile (the flags of leads quote) under a name')
    .requiredOption('--name <name>', 'what to call it (a name you already have is refused)')
    .option('--count <n>', 'how many leads to save with it (optional)')
    .addHelpText(
      'after',
      examples([
        'leadproof leads presets save --name "US SaaS VPs" --industry Software --country US --seniority vp --count 50',
      ]),
    )
    .action(async (flags: ProfileFlags & { name: string }, command: Command) => {
      const { runLeadsPresetsSave } = await import('./commands/leads-presets');
      await runLeadsPresetsSave({ ...globalOptions(command, runtime), ...profile(flags), name: flags.name });
    });
  presets
    .command('rename')
    .description('rename a preset')
    .argument('<name>', "the preset's name (any case) or id")
    .argument('<new-name>', 'its new name')
    .action(async (preset: string, name: string, _flags: object, command: Command) => {
      const { runLeadsPresetsRename } = await import('./commands/leads-presets');
      await runLeadsPresetsRename({ ...globalOptions(command, runtime), preset, name });
    });
  presets
    .command('delete')
    .description('delete a preset')
    .argument('<name>', "the preset's name (any case) or id")
    .action(async (preset: string, _flags: object, command: Command) => {
      const { runLeadsPresetsDelete } = await import('./commands/leads-presets');
      await runLeadsPresetsDelete({ ...globalOptions(command, runtime), preset });
    });

  const webhooks = program
    .command('webhooks')
    .description('endpoints that receive signed events when orders end or credits run low');
  webhooks
    .command('list')
    .description('your webhook endpoints, oldest first')
    .action(async (_flags: object, command: Command) => {
      const { runWebhooksList } = await import('./commands/webhooks-list');
      await runWebhooksList(globalOptions(command, runtime));
    });
  webhooks
    .command('add')
    .description('register an endpoint; prints its signing secret once')
    .argument('<url>', 'where events are POSTed (https; http to localhost against an embedded server)')
    .option(
      '--events <types>',
      `${webhookEventTypeSchema.options.join(', ')} (repeatable, or comma-separated)`,
      listFlag,
      [],
    )
    .option('--threshold <credits>', 'with credits.low: fire when a debit takes the balance below this')
    .option('--description <text>', 'a note for people, e.g. "CRM sync"')
    .addHelpText(
      'after',
      examples([
        'leadproof webhooks add https://example.com/hooks --events order.completed,order.needs_fix,order.failed',
        'leadproof webhooks add https://example.com/hooks --events credits.low --threshold 100 --description "top-up alert"',
      ]),
    )
    .action(
      async (
        url: string,
        flags: { events: string[]; threshold?: string; description?: string },
        command: Command,
      ) => {
        const { runWebhooksAdd } = await import('./commands/webhooks-add');
        await runWebhooksAdd({
          ...globalOptions(command, runtime),
          url,
          events: flags.events,
          threshold: flags.threshold,
          description: flags.description,
        });
      },
    );
  webhooks
    .command('show')
    .description('one endpoint whole: its URL, events, status and why it is disabled')
    .argument('<id>', 'the endpoint id, or its first characters (webhooks list shows 8)')
    .action(async (id: string, _flags: object, command: Command) => {
      const { runWebhooksShow } = await import('./commands/webhooks-show');
      await runWebhooksShow({ ...globalOptions(command, runtime), id });
    });
  webhooks
    .command('remove')
    .description('remove an endpoint; its pending deliveries are dropped')
    .argument('<id>', 'the endpoint id, or its first characters (webhooks list shows 8)')
    .action(async (id: string, _flags: object, command: Command) => {
      const { runWebhooksRemove } = await import('./commands/webhooks-remove');
      await runWebhooksRemove({ ...globalOptions(command, runtime), id });
    });
  webhooks
    .command('test')
    .description('send a webhook.test event to an endpoint now')
    .argument('<id>', 'the endpoint id, or its first characters (webhooks list shows 8)')
    .action(async (id: string, _flags: object, command: Command) => {
      const { runWebhooksTest } = await import('./commands/webhooks-test');
      await runWebhooksTest({ ...globalOptions(command, runtime), id });
    });
  webhooks
    .command('deliveries')
    .description("an endpoint's latest deliveries, newest first (--json: with every attempt)")
    .argument('<id>', 'the endpoint id, or its first characters (webhooks list shows 8)')
    .option('--limit <n>', 'how many deliveries, 1–100 (default 50)')
    .addHelpText('after', examples(['leadproof webhooks deliveries 1a2b3c4d --limit 10 --json']))
    .action(async (id: string, flags: { limit?: string }, command: Command) => {
      const { runWebhooksDeliveries } = await import('./commands/webhooks-deliveries');
      await runWebhooksDeliveries({ ...globalOptions(command, runtime), id, limit: flags.limit });
    });

  return program;
}

/** Collects a repeatable flag, splitting comma-separated values (`--industry A,B --industry C`). */
function listFlag(value: string, previous: string[]): string[] {
  return [
    ...previous,
    ...value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ];
}
