/**
 * A set-up file for profiling (LEADPROOF_TEST_CPU_PROFILE=<dir>, read by vitest.config.ts): writes a V8 CPU profile
 * of each test file's worker, from its first test hook to its last, as `<dir>/<file>.cpuprofile` (open it in Chrome's
 * DevTools or speedscope). Vitest's workers end without the exit that `node --cpu-prof` waits for, so the inspector
 * is driven from inside.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

const directory = process.env.LEADPROOF_TEST_CPU_PROFILE;
if (directory) {
  const session = new Session();
  let file = 'unknown';
  // biome-ignore lint/correctness/noEmptyPattern: the suite is the second argument
  beforeAll(async ({}, suite) => {
    file = (suite as { file?: { filepath?: string } }).file?.filepath ?? file;
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  });
  afterAll(async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(directory, { recursive: true });
    const name = path.relative(process.cwd(), file).replaceAll('/', '_');
    writeFileSync(path.join(directory, `${name}.cpuprofile`), JSON.stringify(profile));
  });
}
