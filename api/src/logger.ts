/** A small leveled logger: one line per event on stdout/stderr, never request bodies or secrets. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type Logger = Record<LogLevel, (message: string, fields?: Record<string, unknown>) => void>;

/** Creates a logger that drops messages below `level`. */
export function createLogger(level: LogLevel): Logger {
  const write = (at: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (rank[at] < rank[level]) return;
    const suffix = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
    const line = `[leadproof] ${at === 'info' ? '' : `${at}: `}${message}${suffix}`;
    (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
