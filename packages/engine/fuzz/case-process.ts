/**
 * The child process that runs fuzz cases, one at a time, for the harness: a case that hangs in a
 * synchronous loop can only be stopped by killing its process. Argument: a work folder. Messages: `{case}` in,
 * `{outcome, cpuMs, wallMs}` out; `{ready: true}` once the engine is loaded.
 */
import type { FuzzCase } from './cases';
import { checkCase } from './check-case';

/** A folder the harness made for this process and deletes after it. */
const workDir = process.argv[2]!;

process.on('message', async (message: { case: FuzzCase }) => {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const outcome = await checkCase(message.case, workDir);
  const used = process.cpuUsage(cpu);
  process.send?.({
    outcome,
    cpuMs: Math.round((used.user + used.system) / 1000),
    wallMs: Math.round(performance.now() - started),
  });
});
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
