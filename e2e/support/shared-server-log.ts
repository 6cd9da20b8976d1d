/**
 * A set-up file of the e2e project: after each file, what its worker's shared server (product-server.ts) logged while
 * the file ran goes through the log check (log-scan.ts), so a leak fails the file that made it, not only the run.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { knownSecrets, logProblems } from './log-scan';
import { sharedServerInfo } from './product-server';

const { logFile, dataDir } = sharedServerInfo();
let from = 0;

beforeAll(async () => {
  from = (await stat(logFile)).size;
});

afterAll(async () => {
  const bytes = await readFile(logFile);
  // Whole lines only: from the first one that starts after `from` to the last one ended (the rest is the next
  // file's, or the final check's in global-setup.ts).
  const start = from === 0 || bytes[from - 1] === 0x0a ? from : bytes.indexOf(0x0a, from) + 1;
  const end = bytes.lastIndexOf(0x0a) + 1;
  if (start === 0 && from > 0) return;
  const log = bytes.subarray(start, end).toString('utf8');
  const problems = logProblems(log, await knownSecrets(dataDir));
  if (problems.length > 0) {
    // Kept for whoever reads the failure (the shared log itself is removed when the run ends).
    const file = path.join(tmpdir(), `leadproof-e2e-shared-server-${Date.now()}.log`);
    await writeFile(file, log);
    throw new Error(
      `The shared server's log breaks the logging rules (docs/deployment.md, "Logs"; this file's part in ${file}):\n` +
        problems.slice(0, 20).join('\n'),
    );
  }
});
