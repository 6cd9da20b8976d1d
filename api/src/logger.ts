/**
 * The process's logger, on pino: one JSON object per line on stdout (or readable lines in a developer's terminal).
 * Each line carries the ids of the request or job it was written for (`logging/log-context.ts`); it never carries
 * names, e-mails, tokens, passwords or file contents. Two backstops should one slip in: fields with such names are
 * redacted, and e-mail addresses in messages (often quoted by other systems' errors) are masked.
 */
import pino, { type DestinationStream } from 'pino';
import { batchedStdout } from './logging/batched-stdout';
import { logContextFields } from './logging/log-context';
import { maskEmails, maskEmailsInFields } from './logging/mask-emails';
import { prettyStream } from './logging/pretty-stream';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** `auto`: readable lines when stdout is a terminal, else JSON. */
export type LogFormat = 'json' | 'pretty' | 'auto';

/** Structured fields of one line: ids, counts, durations — never personal data or secrets. */
export type LogFields = Record<string, unknown>;

export type Logger = Record<LogLevel, (message: string, fields?: LogFields) => void>;

export type LoggerOptions = {
  /** @default 'json' */
  format?: LogFormat;
  /** Where the JSON lines go instead of stdout (tests capture them); `format` is then ignored. */
  destination?: DestinationStream;
};

/**
 * A backstop, not the rule: call sites log ids only. A field with one of these names, at the top or one level
 * down (`{ user: { email } }`, `{ headers: { authorization } }`), is written as `[redacted]`.
 */
const SECRET_FIELDS = [
  'email',
  'password',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'secret',
  'apiKey',
  'authorization',
  'cookie',
];
const REDACTED_PATHS = SECRET_FIELDS.flatMap((name) => [name, `*.${name}`]);

function destinationFor(format: LogFormat): DestinationStream {
  const pretty = format === 'pretty' || (format === 'auto' && process.stdout.isTTY === true);
  // Synchronous writes, a turn of the event loop at a time and the rest on exit: the last lines before a crash or
  // `process.exit` are the ones an operator needs.
  return pretty ? prettyStream(process.stdout) : batchedStdout();
}

/** Creates a logger that drops lines below `level`. */
export function createLogger(level: LogLevel, { format = 'json', destination }: LoggerOptions = {}): Logger {
  const log = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      // `"level":"warn"` rather than pino's number: log tools and people read it without a table.
      formatters: { level: (label) => ({ level: label }) },
      mixin: logContextFields,
      // Errors arrive serialized and masked already (`maskEmailsInFields`: type, message, stack, code); pino's own
      // serializer would name their type `Object` and copy every property of the original, e.g. nodemailer's list
      // of rejected recipients.
      serializers: { err: (err: unknown) => err },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination ?? destinationFor(format),
  );
  const at =
    (method: LogLevel) =>
    (message: string, fields?: LogFields): void => {
      if (fields) log[method](maskEmailsInFields(fields), maskEmails(message));
      else log[method](maskEmails(message));
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
