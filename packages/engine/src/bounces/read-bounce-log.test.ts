import { describe, expect, it } from 'vitest';
import { fixturePath } from '../../test/fixture-path';
import { isEngineInputError } from '../errors';
import type { BounceFormatId } from './bounce-formats';
import { type BounceEntry, readBounceLog } from './read-bounce-log';

async function read(input: Parameters<typeof readBounceLog>[0]) {
  let format: BounceFormatId | undefined;
  let rows = 0;
  const bounces: Array<Pick<BounceEntry, 'email' | 'kind'>> = [];
  for await (const batch of readBounceLog(input, (found) => {
    format = found;
  })) {
    rows += batch.rows;
    for (const bounce of batch.bounces) bounces.push({ email: bounce.email, kind: bounce.kind });
  }
  return { format, rows, bounces };
}

describe('readBounceLog', () => {
  const fixtures: Array<[string, BounceFormatId, number, Array<[string, 'hard' | 'soft' | 'unknown']>]> = [
    [
      'mailchimp-cleaned.csv',
      'mailchimp_cleaned',
      2,
      [
        ['nora.vance@example.com', 'hard'],
        ['tom.ridley@example.org', 'hard'],
      ],
    ],
    [
      'mailchimp-bounced.csv',
      'mailchimp_bounced',
      2,
      [
        ['ivy.marsh@example.com', 'hard'],
        ['leo.brandt@example.net', 'soft'],
      ],
    ],
    [
      'sendgrid.csv',
      'sendgrid',
      3,
      [
        ['ana.silva@example.com', 'hard'],
        ['ben.okafor@example.org', 'soft'],
        ['cleo.park@example.net', 'soft'],
      ],
    ],
    [
      'postmark.csv',
      'postmark',
      2,
      [
        ['dana.wu@example.com', 'hard'],
        ['eli.ross@example.org', 'soft'],
      ],
    ],
    [
      'mailgun.csv',
      'mailgun',
      2,
      [
        ['fay.nolan@example.com', 'hard'],
        ['gus.hart@example.net', 'hard'],
      ],
    ],
    [
      'ses.jsonl',
      'ses_json',
      3,
      [
        ['hana.ito@example.com', 'hard'],
        ['ian.cole@example.org', 'soft'],
      ],
    ],
    ['ses-suppression.csv', 'ses_csv', 2, [['kai.moss@example.com', 'hard']]],
    [
      'brevo.csv',
      'brevo',
      3,
      [
        ['max.hale@example.com', 'hard'],
        ['mia.roth@example.org', 'soft'],
      ],
    ],
    [
      'hubspot.csv',
      'hubspot',
      2,
      [
        ['olga.pratt@example.com', 'hard'],
        ['pia.quinn@example.org', 'soft'],
      ],
    ],
    ['instantly.csv', 'instantly', 2, [['raj.sen@example.com', 'hard']]],
    [
      'lemlist.csv',
      'lemlist',
      3,
      [
        ['uma.vogt@example.com', 'hard'],
        ['wes.xu@example.net', 'soft'],
      ],
    ],
    ['apollo.csv', 'apollo', 2, [['yara.zed@example.com', 'hard']]],
    [
      'generic.csv',
      'generic',
      3,
      [
        ['cy.ames@example.com', 'hard'],
        ['di.burr@example.org', 'soft'],
        ['ed.cruz@example.net', 'soft'],
      ],
    ],
  ];
  it.each(fixtures)('detects %s as %s and classifies its rows', async (file, format, rows, bounces) => {
    const read_ = await read({ path: fixturePath(`bounces/${file}`) });
    expect(read_.format).toBe(format);
    expect(read_.rows).toBe(rows);
    expect(read_.bounces).toEqual(bounces.map(([email, kind]) => ({ email, kind })));
  });

  it('lower-cases addresses and skips rows without one', async () => {
    const log = await read('Email,Bounce Type\n Ann.Lee@Example.COM ,hard\nnot an address,hard\n');
    expect(log.bounces).toEqual([{ email: 'ann.lee@example.com', kind: 'hard' }]);
    expect(log.rows).toBe(2);
  });

  it('reads codes and words from a generic "Status" column', async () => {
    const log = await read(
      'email,status\na@example.com,550 5.1.1 user unknown\nb@example.com,5.1.1\nc@example.com,452 4.2.2 mailbox full\nd@example.com,hard\n',
    );
    expect(log.format).toBe('generic');
    expect(log.bounces).toEqual([
      { email: 'a@example.com', kind: 'hard' },
      { email: 'b@example.com', kind: 'hard' },
      { email: 'c@example.com', kind: 'soft' },
      { email: 'd@example.com', kind: 'hard' },
    ]);
  });

  it('refuses a log without an e-mail column, saying what to add', async () => {
    const error = await read('Name,Bounce Type\nAnn,hard\n').catch((caught: unknown) => caught);
    expect(isEngineInputError(error) && error.code).toBe('no_bounce_column');
    expect((error as Error).message).toMatch(/Name the column of addresses "Email"/);
  });

  it('refuses a list of addresses with nothing saying how they bounced', async () => {
    const error = await read('Email,Name\nann@example.com,Ann\n').catch((caught: unknown) => caught);
    expect(isEngineInputError(error) && error.code).toBe('no_bounce_column');
    expect((error as Error).message).toMatch(/Bounce Type/);
  });

  it('refuses a JSON line longer than any notification, naming it', async () => {
    const long = `{"notificationType":"Bounce","padding":"${'x'.repeat(2 * 1024 * 1024)}"}`;
    const error = await read(`{"notificationType":"Delivery"}\n${long}\n`).catch((caught: unknown) => caught);
    expect(isEngineInputError(error)).toBe(true);
    expect((error as Error).message).toMatch(/Line 2 is too long/);
  });

  it('refuses JSON lines that are not JSON, naming the line', async () => {
    const error = await read('{"notificationType":"Bounce"}\n{oops\n').catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(/Line 2 of this file is not JSON/);
  });
});
