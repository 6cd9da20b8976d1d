/** argv → command options, table-driven, with every command mocked (STYLE convention 13). */
import { CommanderError } from 'commander';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProgram } from './cli';
import { UsageError } from './errors';
import { fakeRuntime } from './testing/fake-runtime';

const commands = vi.hoisted(() => ({
  runLogin: vi.fn(),
  runLogout: vi.fn(),
  runWhoami: vi.fn(),
  runBalance: vi.fn(),
  runPricing: vi.fn(),
  runTransactions: vi.fn(),
  runUpload: vi.fn(),
  runOrdersList: vi.fn(),
  runOrdersShow: vi.fn(),
  runOrdersDeleteFiles: vi.fn(),
  runDownload: vi.fn(),
  runBuy: vi.fn(),
  runLeadsQuote: vi.fn(),
  runLeadsBuy: vi.fn(),
  runLeadsFacets: vi.fn(),
  runLeadsPresetsList: vi.fn(),
  runLeadsPresetsSave: vi.fn(),
  runLeadsPresetsRename: vi.fn(),
  runLeadsPresetsDelete: vi.fn(),
  runVerify: vi.fn(),
  runWebhooksList: vi.fn(),
  runWebhooksAdd: vi.fn(),
  runWebhooksRemove: vi.fn(),
  runWebhooksShow: vi.fn(),
  runWebhooksTest: vi.fn(),
  runWebhooksDeliveries: vi.fn(),
  runAccountExport: vi.fn(),
}));
vi.mock('./commands/login', () => ({ runLogin: commands.runLogin }));
vi.mock('./commands/logout', () => ({ runLogout: commands.runLogout }));
vi.mock('./commands/whoami', () => ({ runWhoami: commands.runWhoami }));
vi.mock('./commands/balance', () => ({ runBalance: commands.runBalance }));
vi.mock('./commands/pricing', () => ({ runPricing: commands.runPricing }));
vi.mock('./commands/transactions', () => ({ runTransactions: commands.runTransactions }));
vi.mock('./commands/upload', () => ({ runUpload: commands.runUpload }));
vi.mock('./commands/orders-list', () => ({ runOrdersList: commands.runOrdersList }));
vi.mock('./commands/orders-show', () => ({ runOrdersShow: commands.runOrdersShow }));
vi.mock('./commands/orders-delete-files', () => ({ runOrdersDeleteFiles: commands.runOrdersDeleteFiles }));
vi.mock('./commands/download', () => ({ runDownload: commands.runDownload }));
vi.mock('./commands/buy', () => ({ runBuy: commands.runBuy }));
vi.mock('./commands/leads-quote', () => ({ runLeadsQuote: commands.runLeadsQuote }));
vi.mock('./commands/leads-buy', () => ({ runLeadsBuy: commands.runLeadsBuy }));
vi.mock('./commands/leads-facets', () => ({ runLeadsFacets: commands.runLeadsFacets }));
vi.mock('./commands/leads-presets', () => ({
  runLeadsPresetsList: commands.runLeadsPresetsList,
  runLeadsPresetsSave: commands.runLeadsPresetsSave,
  runLeadsPresetsRename: commands.runLeadsPresetsRename,
  runLeadsPresetsDelete: commands.runLeadsPresetsDelete,
}));
vi.mock('./commands/verify', () => ({ runVerify: commands.runVerify }));
vi.mock('./commands/webhooks-list', () => ({ runWebhooksList: commands.runWebhooksList }));
vi.mock('./commands/webhooks-add', () => ({ runWebhooksAdd: commands.runWebhooksAdd }));
vi.mock('./commands/webhooks-remove', () => ({ runWebhooksRemove: commands.runWebhooksRemove }));
vi.mock('./commands/webhooks-show', () => ({ runWebhooksShow: commands.runWebhooksShow }));
vi.mock('./commands/webhooks-test', () => ({ runWebhooksTest: commands.runWebhooksTest }));
vi.mock('./commands/webhooks-deliveries', () => ({ runWebhooksDeliveries: commands.runWebhooksDeliveries }));
vi.mock('./commands/account-export', () => ({ runAccountExport: commands.runAccountExport }));

type CommandName = keyof typeof commands;
const defaults = { apiUrl: 'http://localhost:8787', json: false };

async function run(argv: string[], env: { apiUrl?: string } = {}) {
  const runtime = fakeRuntime({ env });
  await buildProgram(runtime, { quietUsageErrors: true }).parseAsync(argv, { from: 'user' });
  return runtime;
}

beforeEach(() => {
  for (const mock of Object.values(commands)) mock.mockReset();
});

describe('leadproof argv → command options', () => {
  const cases: [string[], CommandName, Record<string, unknown>][] = [
    [['balance'], 'runBalance', defaults],
    [['balance', '--json'], 'runBalance', { ...defaults, json: true }],
    [['--json', 'balance'], 'runBalance', { ...defaults, json: true }],
    [
      ['--api-url', 'https://leadproof.example/', 'balance'],
      'runBalance',
      { apiUrl: 'https://leadproof.example', json: false },
    ],
    [
      ['whoami', '--api-url', 'http://127.0.0.1:9000'],
      'runWhoami',
      { apiUrl: 'http://127.0.0.1:9000', json: false },
    ],
    [['pricing'], 'runPricing', defaults],
    [['logout'], 'runLogout', defaults],
    [['login'], 'runLogin', { ...defaults, email: undefined, passwordStdin: false, apiKey: undefined }],
    [
      ['login', '--email', 'ada@example.com', '--password-stdin'],
      'runLogin',
      { email: 'ada@example.com', passwordStdin: true },
    ],
    [['login', '--api-key'], 'runLogin', { apiKey: true, passwordStdin: false }],
    [['login', '--api-key', 'lp_live_abc'], 'runLogin', { apiKey: 'lp_live_abc' }],
    [['transactions'], 'runTransactions', { ...defaults, all: false }],
    [['transactions', '--all', '--json'], 'runTransactions', { all: true, json: true }],
    [
      ['upload', 'leads.csv'],
      'runUpload',
      { ...defaults, file: 'leads.csv', wait: false, out: undefined, yes: false },
    ],
    [
      ['upload', 'leads.csv', '--wait', '-o', 'clean.csv', '-y'],
      'runUpload',
      { file: 'leads.csv', wait: true, out: 'clean.csv', yes: true },
    ],
    [
      ['upload', 'leads.csv', '--out', 'clean.csv', '--yes', '--wait'],
      'runUpload',
      { wait: true, out: 'clean.csv', yes: true },
    ],
    [
      ['upload', 'book.xlsx', '--sheet', 'Q3 leads', '-y'],
      'runUpload',
      { file: 'book.xlsx', sheet: 'Q3 leads', wait: false, yes: true },
    ],
    [['orders', 'list'], 'runOrdersList', { ...defaults, status: undefined, all: false }],
    [['orders', 'list', '--status', 'needs_fix'], 'runOrdersList', { status: 'needs_fix', all: false }],
    [['orders', 'list', '--all', '--json'], 'runOrdersList', { all: true, json: true }],
    [['orders', 'show', '1a2b3c4d'], 'runOrdersShow', { ...defaults, id: '1a2b3c4d' }],
    [
      ['orders', 'delete-files', '1a2b3c4d'],
      'runOrdersDeleteFiles',
      { ...defaults, id: '1a2b3c4d', yes: false },
    ],
    [
      ['orders', 'delete-files', '1a2b', '-y', '--json'],
      'runOrdersDeleteFiles',
      { id: '1a2b', yes: true, json: true },
    ],
    [['webhooks', 'list'], 'runWebhooksList', defaults],
    [
      [
        'webhooks',
        'add',
        'https://example.com/hooks',
        '--events',
        'order.completed,credits.low',
        '--threshold',
        '100',
      ],
      'runWebhooksAdd',
      {
        ...defaults,
        url: 'https://example.com/hooks',
        events: ['order.completed', 'credits.low'],
        threshold: '100',
        description: undefined,
      },
    ],
    [
      [
        'webhooks',
        'add',
        'https://example.com/h',
        '--events',
        'order.failed',
        '--events',
        'order.needs_fix',
        '--description',
        'CRM',
      ],
      'runWebhooksAdd',
      { events: ['order.failed', 'order.needs_fix'], threshold: undefined, description: 'CRM' },
    ],
    [['webhooks', 'remove', '1a2b3c4d'], 'runWebhooksRemove', { ...defaults, id: '1a2b3c4d' }],
    [['webhooks', 'show', '1a2b3c4d'], 'runWebhooksShow', { ...defaults, id: '1a2b3c4d' }],
    [['webhooks', 'test', '1a2b3c4d', '--json'], 'runWebhooksTest', { id: '1a2b3c4d', json: true }],
    [
      ['webhooks', 'deliveries', '1a2b3c4d'],
      'runWebhooksDeliveries',
      { ...defaults, id: '1a2b3c4d', limit: undefined },
    ],
    [['webhooks', 'deliveries', '1a2b3c4d', '--limit', '5'], 'runWebhooksDeliveries', { limit: '5' }],
    [['account', 'export'], 'runAccountExport', { ...defaults, output: undefined }],
    [['account', 'export', '-o', 'my-data.zip'], 'runAccountExport', { output: 'my-data.zip' }],
    [
      ['download', '1a2b3c4d'],
      'runDownload',
      { ...defaults, id: '1a2b3c4d', file: 'results', filter: undefined, output: undefined },
    ],
    [['download', '1a2b3c4d', '--results'], 'runDownload', { file: 'results' }],
    [
      ['download', '1a2b3c4d', '--original', '-o', 'upload.csv'],
      'runDownload',
      { file: 'original', output: 'upload.csv' },
    ],
    [['download', '1a2b3c4d', '--output', '-'], 'runDownload', { output: '-' }],
    [
      ['download', '1a2b3c4d', '--filter', 'clean'],
      'runDownload',
      { id: '1a2b3c4d', file: 'results', filter: 'clean', output: undefined },
    ],
    [
      ['download', '1a2b3c4d', '--results', '--filter', 'duplicates'],
      'runDownload',
      { filter: 'duplicates' },
    ],
    [
      ['verify', 'ada@acme.com'],
      'runVerify',
      { ...defaults, email: 'ada@acme.com', phone: undefined, country: undefined, timeoutMs: undefined },
    ],
    [
      ['verify', '--phone', '+1 415 555 0100', '--country', 'US', '--timeout-ms', '2500', '--json'],
      'runVerify',
      { email: undefined, phone: '+1 415 555 0100', country: 'US', timeoutMs: '2500', json: true },
    ],
    [
      ['verify', 'ada@acme.com', '--phone', '(415) 555-0100'],
      'runVerify',
      { email: 'ada@acme.com', phone: '(415) 555-0100' },
    ],
    [['buy', 'pack-1k'], 'runBuy', { ...defaults, plan: 'pack-1k', open: false }],
    [['buy', 'starter', '--open'], 'runBuy', { plan: 'starter', open: true }],
    [
      ['leads', 'quote', '--industry', 'Software', '--country', 'US', '--count', '50'],
      'runLeadsQuote',
      {
        ...defaults,
        industries: ['Software'],
        countries: ['US'],
        seniorities: [],
        titles: [],
        sizes: [],
        count: '50',
      },
    ],
    [
      [
        'leads',
        'quote',
        '--industry',
        'Software,Healthcare',
        '--industry',
        'Retail',
        '--country',
        'us',
        '--seniority',
        'vp',
        '--title',
        'sales',
        '--size',
        '51-200',
        '--size',
        '1000+',
        '--count',
        '5',
      ],
      'runLeadsQuote',
      {
        industries: ['Software', 'Healthcare', 'Retail'],
        countries: ['us'],
        seniorities: ['vp'],
        titles: ['sales'],
        sizes: ['51-200', '1000+'],
        count: '5',
      },
    ],
    [
      [
        'leads',
        'buy',
        '--industry',
        'Software',
        '--country',
        'US',
        '--count',
        '50',
        '--wait',
        '--out',
        'x.csv',
      ],
      'runLeadsBuy',
      { industries: ['Software'], countries: ['US'], count: '50', wait: true, out: 'x.csv', yes: false },
    ],
    [
      ['leads', 'buy', '--industry', 'Software', '--country', 'US', '--count', '1', '-y'],
      'runLeadsBuy',
      { wait: false, out: undefined, yes: true, preset: undefined },
    ],
    [
      ['leads', 'quote', '--preset', 'US SaaS VPs'],
      'runLeadsQuote',
      { preset: 'US SaaS VPs', industries: [], countries: [], count: undefined },
    ],
    [
      ['leads', 'buy', '--preset', 'US SaaS VPs', '--country', 'CA', '--count', '20', '--yes'],
      'runLeadsBuy',
      { preset: 'US SaaS VPs', industries: [], countries: ['CA'], count: '20', yes: true },
    ],
    [['leads', 'facets', '--json'], 'runLeadsFacets', { ...defaults, json: true }],
    [['leads', 'presets', 'list'], 'runLeadsPresetsList', defaults],
    [
      ['leads', 'presets', 'save', '--name', 'US SaaS VPs', '--industry', 'Software', '--country', 'US'],
      'runLeadsPresetsSave',
      { name: 'US SaaS VPs', industries: ['Software'], countries: ['US'], seniorities: [], count: undefined },
    ],
    [
      [
        'leads',
        'presets',
        'save',
        '--name',
        'x',
        '--industry',
        'Software',
        '--country',
        'US',
        '--count',
        '50',
      ],
      'runLeadsPresetsSave',
      { name: 'x', count: '50' },
    ],
    [
      ['leads', 'presets', 'rename', 'us saas vps', 'US SaaS leaders'],
      'runLeadsPresetsRename',
      { preset: 'us saas vps', name: 'US SaaS leaders' },
    ],
    [['leads', 'presets', 'delete', 'US SaaS VPs'], 'runLeadsPresetsDelete', { preset: 'US SaaS VPs' }],
  ];

  it.each(cases)('%j → %s', async (argv, name, expected) => {
    const runtime = await run(argv);
    expect(commands[name]).toHaveBeenCalledTimes(1);
    expect(commands[name]).toHaveBeenCalledWith(
      expect.objectContaining({ ...expected, runtime: expect.anything() }),
    );
    expect(commands[name].mock.calls[0]?.[0].runtime).toBe(runtime);
    for (const [other, mock] of Object.entries(commands))
      if (other !== name) expect(mock).not.toHaveBeenCalled();
  });

  it('takes the API URL from LEADPROOF_API_URL, and --api-url over it', async () => {
    await run(['balance'], { apiUrl: 'http://env.example:8080' });
    await run(['--api-url', 'http://flag.example', 'balance'], { apiUrl: 'http://env.example:8080' });
    expect(commands.runBalance.mock.calls.map(([options]) => options.apiUrl)).toEqual([
      'http://env.example:8080',
      'http://flag.example',
    ]);
  });
});

describe('leadproof usage errors (exit code 2)', () => {
  const commanderErrors: [string[], string][] = [
    [['upload'], 'commander.missingArgument'],
    [['orders', 'show'], 'commander.missingArgument'],
    [['webhooks', 'add'], 'commander.missingArgument'],
    [['webhooks', 'remove'], 'commander.missingArgument'],
    [['webhooks', 'show'], 'commander.missingArgument'],
    [['orders', 'list', '--status', 'done'], 'commander.invalidArgument'],
    [['download', 'x', '--original', '--results'], 'commander.conflictingOption'],
    [['download', 'x', '--original', '--filter', 'clean'], 'commander.conflictingOption'],
    [['download', 'x', '--filter', 'bogus'], 'commander.invalidArgument'],
    [['--bogus'], 'commander.unknownOption'],
    [['upload', 'a.csv', '--fast'], 'commander.unknownOption'],
    [['verify', 'a@b.co', 'c@d.co'], 'commander.excessArguments'],
    [['verify', '--phone'], 'commander.optionMissingArgument'],
    [
      ['leads', 'presets', 'save', '--industry', 'Software', '--country', 'US'],
      'commander.missingMandatoryOptionValue',
    ],
    [['leads', 'presets', 'rename', 'only-one'], 'commander.missingArgument'],
    [['leads', 'presets', 'delete'], 'commander.missingArgument'],
    [['frobnicate'], 'commander.unknownCommand'],
  ];

  it.each(commanderErrors)('%j → %s', async (argv, code) => {
    const error = await run(argv).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommanderError);
    expect((error as CommanderError).code).toBe(code);
    expect((error as CommanderError).exitCode).not.toBe(0);
    for (const mock of Object.values(commands)) expect(mock).not.toHaveBeenCalled();
  });

  it.each([
    [['--api-url', 'localhost:8787', 'balance']],
    [['--api-url', 'not a url', 'balance']],
    [['--api-url', 'ftp://files.example', 'balance']],
  ])('%j → UsageError', async (argv) => {
    await expect(run(argv)).rejects.toBeInstanceOf(UsageError);
    expect(commands.runBalance).not.toHaveBeenCalled();
  });

  it('treats --help and --version as success (exit code 0)', async () => {
    for (const argv of [['--help'], ['upload', '--help'], ['--version']]) {
      const error = await run(argv).catch((e: unknown) => e);
      expect((error as CommanderError).exitCode).toBe(0);
    }
  });

  it('shows examples and the exit codes in --help', async () => {
    const runtime = fakeRuntime();
    await buildProgram(runtime)
      .parseAsync(['--help'], { from: 'user' })
      .catch(() => undefined);
    expect(runtime.stdout.text).toContain('Examples:');
    expect(runtime.stdout.text).toContain(
      'Exit codes: 0 ok, 1 error, 2 usage, 3 not signed in, 4 not enough credits',
    );
  });
});
