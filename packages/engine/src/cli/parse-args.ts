import type { ExplicitMapping } from '../columns/detect';
import { FIELD_KINDS, type FieldKind } from '../columns/fields';

/** Options of `leadproof-engine verify`. */
export interface VerifyCommandOptions {
  input: string;
  out: string;
  report: string | undefined;
  country: string | undefined;
  offline: boolean;
  mapping: ExplicitMapping;
}

/** A command line that cannot be run, with what to print. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Help text printed with usage errors. */
export const USAGE = `Usage: leadproof-engine verify IN.csv --out OUT.csv [--report REPORT.json] [--country CC] [--offline]
                               [--map field=Header ...]

  --out FILE        results CSV (every input row and column plus lp_* columns)
  --report FILE     JSON report (counts, mapping, warnings, timing)
  --country CC      default country for phone numbers without one (e.g. US, DE, "United Kingdom")
  --offline         no network at all: e-mail domains are reported unknown / dns_unavailable
  --map F=HEADER    use column HEADER for field F (${FIELD_KINDS.join(', ')}); repeatable`;

/** Maps argv (after the node and script names) to options; throws {@link UsageError}. */
export function parseVerifyArgs(argv: readonly string[]): VerifyCommandOptions {
  const [command, ...rest] = argv;
  if (command !== 'verify')
    throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  let input: string | undefined;
  let out: string | undefined;
  let report: string | undefined;
  let country: string | undefined;
  let offline = false;
  const mapping: ExplicitMapping = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const value = () => {
      const next = rest[++i];
      if (next === undefined) throw new UsageError(`${arg} needs a value.`);
      return next;
    };
    if (arg === '--out' || arg === '-o') out = value();
    else if (arg === '--report') report = value();
    else if (arg === '--country') country = value();
    else if (arg === '--offline') offline = true;
    else if (arg === '--map') {
      const [field, ...header] = value().split('=');
      if (!FIELD_KINDS.includes(field as FieldKind) || header.length === 0) {
        throw new UsageError(`--map expects field=Header with a field among: ${FIELD_KINDS.join(', ')}.`);
      }
      const existing = mapping[field as FieldKind];
      const name = header.join('=');
      mapping[field as FieldKind] = existing === undefined ? name : [...[existing].flat(), name];
    } else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}.`);
    else if (input === undefined) input = arg;
    else throw new UsageError(`Unexpected argument ${arg}.`);
  }
  if (!input) throw new UsageError('No input file given.');
  if (!out) throw new UsageError('--out is required.');
  return { input, out, report, country, offline, mapping };
}
