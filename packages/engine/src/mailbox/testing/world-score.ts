import { BEHAVIOURS, type Behaviour, type PlannedAddress } from './world-plan';

/** What a results file said about one address. */
export interface ObservedVerdict {
  status: string;
  /** `lp_email_reason`: codes joined by `;`. */
  reason: string;
  smtp: string;
}

/** One behaviour's score. */
export interface BehaviourScore {
  addresses: number;
  /** Addresses whose status is the expected one. */
  statusRight: number;
  /** Addresses whose status is right and whose reasons include the expected one. */
  reasonRight: number;
  accuracy: number;
}

/** A list's score against its plan. */
export interface WorldScore {
  byBehaviour: Partial<Record<Behaviour, BehaviourScore>>;
  addresses: number;
  accuracy: number;
  /** Share of all addresses called `valid` that should not be. */
  falseValid: number;
  /** Share of all addresses called `invalid` that should not be. */
  falseInvalid: number;
  /** Rows whose evidence says outbound port 25 looked blocked. */
  outageRows: number;
  /** Up to 20 wrong addresses, for the failure message. */
  wrong: Array<{ address: string; behaviour: Behaviour; expected: string; got: string }>;
  /** Up to 20 addresses with the right status and not the expected reason. */
  wrongReason: Array<{ address: string; behaviour: Behaviour; expected: string; got: string }>;
}

/** Scores `observed` (by address) against the plan's expected verdicts; a missing address counts as wrong. */
export function scoreWorld(
  list: readonly PlannedAddress[],
  observed: ReadonlyMap<string, ObservedVerdict>,
): WorldScore {
  const byBehaviour: Partial<Record<Behaviour, BehaviourScore>> = {};
  let right = 0;
  let falseValid = 0;
  let falseInvalid = 0;
  let outageRows = 0;
  const wrong: WorldScore['wrong'] = [];
  const wrongReason: WorldScore['wrongReason'] = [];
  for (const planned of list) {
    const got = observed.get(planned.address);
    const score = byBehaviour[planned.behaviour] ?? {
      addresses: 0,
      statusRight: 0,
      reasonRight: 0,
      accuracy: 0,
    };
    byBehaviour[planned.behaviour] = score;
    score.addresses++;
    if (got?.smtp.includes('port 25')) outageRows++;
    const statusRight = got?.status === planned.expected.status;
    if (statusRight) {
      score.statusRight++;
      right++;
      const reasons = got.reason.split(';');
      if (planned.expected.reason === '' ? !reasons.some(Boolean) : reasons.includes(planned.expected.reason))
        score.reasonRight++;
      else if (wrongReason.length < 20) wrongReason.push(mismatch(planned, got));
    } else if (wrong.length < 20) wrong.push(mismatch(planned, got));
    if (got?.status === 'valid' && planned.expected.status !== 'valid') falseValid++;
    if (got?.status === 'invalid' && planned.expected.status !== 'invalid') falseInvalid++;
  }
  for (const score of Object.values(byBehaviour)) score.accuracy = score.statusRight / score.addresses;
  const addresses = list.length;
  return {
    byBehaviour,
    addresses,
    accuracy: right / addresses,
    falseValid: falseValid / addresses,
    falseInvalid: falseInvalid / addresses,
    outageRows,
    wrong,
    wrongReason,
  };
}

function mismatch(planned: PlannedAddress, got: ObservedVerdict | undefined): WorldScore['wrong'][number] {
  return {
    address: planned.address,
    behaviour: planned.behaviour,
    expected: `${planned.expected.status}/${planned.expected.reason}`,
    got: got ? `${got.status}/${got.reason} (${got.smtp})` : 'missing',
  };
}

/** One line per behaviour (`normal 0.998 (412)`) and the totals, for logs and reports. */
export function formatScore(score: WorldScore): string {
  const lines = BEHAVIOURS.filter((behaviour) => score.byBehaviour[behaviour]).map((behaviour) => {
    const entry = score.byBehaviour[behaviour]!;
    return `  ${behaviour.padEnd(17)} ${entry.accuracy.toFixed(3)} (${entry.statusRight}/${entry.addresses}; reason ${entry.reasonRight})`;
  });
  return [
    ...lines,
    `  overall ${score.accuracy.toFixed(4)} of ${score.addresses}; false-valid ${(score.falseValid * 100).toFixed(2)} %, ` +
      `false-invalid ${(score.falseInvalid * 100).toFixed(2)} %, rows with the port-25 note ${score.outageRows}`,
  ].join('\n');
}
