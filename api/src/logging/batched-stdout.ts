/**
 * stdout for the JSON log lines, written synchronously a turn of the event loop at a time: the lines of one turn
 * (under load, the access lines of every request a group commit just answered) go out in one `write` when the turn
 * ends, instead of one system call each. On exit, `process.exit` included and an uncaught error (Node emits `exit`
 * for both), what is left is written before the process ends. Only a process killed outright (SIGKILL, an abort)
 * loses lines, those of its last turn.
 */
import pino, { type DestinationStream } from 'pino';

/** Past this many characters waiting, the lines are written at once rather than at the end of the turn. */
const MAX_WAITING_CHARS = 64 * 1024;

let shared: DestinationStream | undefined;

/** The process's one batched stdout (every logger of the process shares it, so lines keep their order). */
export function batchedStdout(): DestinationStream {
  shared ??= createBatchedStdout();
  return shared;
}

function createBatchedStdout(): DestinationStream {
  // Sonic-boom in sync mode writes each chunk at once, retrying a pipe that is full (EAGAIN).
  const stdout = pino.destination({ dest: 1, sync: true });
  let waiting = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (waiting === '') return;
    const lines = waiting;
    waiting = '';
    stdout.write(lines);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      waiting += line;
      if (waiting.length >= MAX_WAITING_CHARS) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}
