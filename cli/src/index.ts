#!/usr/bin/env node
// The only place that sets the process's exit code.
import { CommanderError } from 'commander';
import { buildProgram } from './cli';

const program = buildProgram().exitOverride();
try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and version "errors" exit 0; usage errors exit 2 (documented exit codes).
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else {
    process.stderr.write(`leadproof: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}
