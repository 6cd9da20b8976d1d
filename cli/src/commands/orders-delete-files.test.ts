import { PassThrough } from 'node:stream';
import { ConflictError } from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';
import { describe, expect, it } from 'vitest';
import { ExitError, UsageError } from '../errors';
import { fakeRuntime } from '../testing/fake-runtime';
import { runOrdersDeleteFiles } from './orders-delete-files';

const apiUrl = 'http://api.test';
const id = '1a2b3c4d-0000-4000-8000-000000000000';

/** A client over a fetch that answers in order and records each call as `METHOD url`. */
function clientAnswering(...answers: Response[]) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${String(input)}`);
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer left for ${String(input)}`);
    return answer;
  }) as typeof globalThis.fetch;
  return { client: new Leadproof({ baseURL: apiUrl, fetch, apiKey: 'lp_live_x', maxRetries: 0 }), calls };
}

/** A terminal whose user answers `answer` to the question; `asked` holds what it was asked (readline needs streams). */
function terminalAnswering(answer: string) {
  const stdin = Object.assign(new PassThrough(), { isTTY: true });
  const stderr = new PassThrough();
  let asked = '';
  stderr.on('data', (chunk: Buffer) => {
    asked += chunk.toString();
  });
  setTimeout(() => stdin.write(`${answer}\n`), 10);
  const runtime = fakeRuntime({
    stdin: stdin as unknown as NodeJS.ReadStream,
    stderr: stderr as unknown as ReturnType<typeof fakeRuntime>['stderr'],
  });
  return { runtime, asked: () => asked };
}

const noContent = () => new Response(null, { status: 204 });

describe('leadproof orders delete-files', () => {
  it('deletes with --yes and says what stays', async () => {
    const { client, calls } = clientAnswering(noContent());
    const runtime = fakeRuntime();
    await runOrdersDeleteFiles({ apiUrl, json: false, runtime, client, id, yes: true });
    expect(calls).toEqual([`DELETE ${apiUrl}/api/orders/${id}/files`]);
    expect(runtime.stdout.text).toBe(
      'Deleted the files of order 1a2b3c4d. The order, its figures and its receipt are kept.\n',
    );
  });

  it('finds the order from its short id and prints JSON with --json --yes', async () => {
    const order = { id, type: 'upload_csv', status: 'completed', createdAt: '2026-11-25T10:00:00.000Z' };
    const { client, calls } = clientAnswering(
      new Response(
        JSON.stringify({
          items: [{ ...order, rowCount: 1, creditsUsed: 1, resultFilePath: 'r' }],
          nextOffset: null,
          counts: { all: 1, pending: 0, in_progress: 0, completed: 1, needs_fix: 0, failed: 0 },
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
      noContent(),
    );
    const runtime = fakeRuntime();
    await runOrdersDeleteFiles({ apiUrl, json: true, runtime, client, id: '1a2b3c4d', yes: true });
    expect(calls).toEqual([`GET ${apiUrl}/api/orders?limit=100`, `DELETE ${apiUrl}/api/orders/${id}/files`]);
    expect(JSON.parse(runtime.stdout.text)).toEqual({ id, filesDeleted: true });
  });

  it('refuses to run unasked without --yes in a script or with --json, before any call', async () => {
    const { client, calls } = clientAnswering();
    for (const json of [false, true]) {
      await expect(
        runOrdersDeleteFiles({ apiUrl, json, runtime: fakeRuntime(), client, id, yes: false }),
      ).rejects.toThrow(UsageError);
    }
    expect(calls).toEqual([]);
  });

  it('asks on a terminal: yes deletes, anything else deletes nothing', async () => {
    const yes = clientAnswering(noContent());
    const terminal = terminalAnswering('y');
    await runOrdersDeleteFiles({
      apiUrl,
      json: false,
      runtime: terminal.runtime,
      client: yes.client,
      id,
      yes: false,
    });
    expect(terminal.asked()).toContain(
      'Delete the files of order 1a2b3c4d (the uploaded list and the results)? This cannot be undone. [y/N]',
    );
    expect(yes.calls).toEqual([`DELETE ${apiUrl}/api/orders/${id}/files`]);

    const no = clientAnswering();
    const declined = await runOrdersDeleteFiles({
      apiUrl,
      json: false,
      runtime: terminalAnswering('n').runtime,
      client: no.client,
      id,
      yes: false,
    }).catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(ExitError);
    expect(declined).toMatchObject({ reason: 'declined', message: 'Nothing deleted.' });
    expect(no.calls).toEqual([]);
  });

  it("passes on the server's refusal of an open order", async () => {
    const { client } = clientAnswering(
      new Response(
        JSON.stringify({
          error: {
            code: 'conflict',
            message: 'Order 1a2b3c4d is still in progress: its files can be deleted once it has ended.',
          },
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
    );
    await expect(
      runOrdersDeleteFiles({ apiUrl, json: false, runtime: fakeRuntime(), client, id, yes: true }),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});
