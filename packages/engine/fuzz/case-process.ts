/**
 * The child process that runs fuzz cases, one at a time, for the harness: a case that hangs in a
 * synchronous loop can only be stopped by killing its process. Argument: a work folder. Messages: `{case}` in,
 * `{outcome}` out; `{ready: true}` once the engine is loaded.
 */
import type { FuzzCase } from './cases';
import { checkCase } from './check-case';

/** A folder the harness made for this process and deletes after it. */
const workDir = process.argv[2]!;

process.on('message', async (message: { case: FuzzCase }) => {
  process.send?.({ outcome: await checkCase(message.case, workDir) });
});
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
