/**
 * Preloaded into a process by `bench:verify` with VERIFY_BENCH_CPU_PROF (NODE_OPTIONS refuses `--cpu-prof`): profiles
 * the process from start to exit and writes `<pid>.cpuprofile` into LEADPROOF_CPU_PROF_DIR, for Chrome DevTools.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const session = new Session();
session.connect();
session.post('Profiler.enable');
// 100 µs: fine enough to see a 1 ms request's parts.
session.post('Profiler.setSamplingInterval', { interval: 100 });
session.post('Profiler.start');
process.on('exit', () => {
  // A session on this thread answers synchronously, so the profile is written before the process ends.
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    const file = path.join(process.env.LEADPROOF_CPU_PROF_DIR ?? '.', `${process.pid}.cpuprofile`);
    writeFileSync(file, JSON.stringify(result.profile));
  });
});
