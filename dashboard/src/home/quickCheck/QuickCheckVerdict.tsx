import type { VerifyContactResponse } from '@leadproof/sdk';
import { Badge, type BadgeVariant } from '@leadproof/ui';
import * as styles from './QuickCheckCard.css';
import { creditsChargedText, emailReasonPhrase, phoneReasonPhrase, phoneTypeLabel } from './verdictPhrases';

/** Badge tones of the statuses: valid green, risky amber, invalid red, anything else (unknown) neutral. */
const statusTones: Record<string, BadgeVariant> = {
  valid: 'success',
  risky: 'warning',
  invalid: 'destructive',
};

/** Props of `QuickCheckVerdict`. */
export interface QuickCheckVerdictProps {
  verdict: VerifyContactResponse;
  /** What was checked: the e-mail half of the verdict or the phone half. */
  kind: 'email' | 'phone';
  /** The value as typed, shown when the server could not normalize it. */
  input: string;
}

/** One quick check's verdict: status badge, what was checked, the reasons in words, score and credits. */
export function QuickCheckVerdict({ verdict, kind, input }: QuickCheckVerdictProps) {
  const { email, phone } = verdict;
  const status = kind === 'email' ? email.status : phone.status;
  const checked = (kind === 'email' ? email.normalized : phone.e164) || input;
  const reasons =
    kind === 'email'
      ? email.reasons.map(emailReasonPhrase)
      : phone.reason
        ? [phoneReasonPhrase(phone.reason)]
        : [];
  return (
    // role="status": a screen reader announces the verdict when it replaces the previous one.
    <div role="status" className={styles.verdict} data-testid="quick-check-verdict">
      <p className={styles.headline}>
        <Badge variant={statusTones[status] ?? 'secondary'} title={`Status: ${status}`}>
          {status}
        </Badge>
        <span className={styles.checked} data-testid="quick-check-value">
          {checked}
        </span>
      </p>
      {kind === 'phone' && phone.status === 'valid' && phone.type ? (
        <p className={styles.line}>Type: {phoneTypeLabel(phone.type)}</p>
      ) : null}
      {reasons.length > 0 ? (
        <ul className={styles.reasons} aria-label="Reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {kind === 'email' && email.suggestion ? (
        <p className={styles.line}>
          Did you mean <strong>{email.suggestion}</strong>?
        </p>
      ) : null}
      <p className={styles.meta}>
        <span data-testid="quick-check-score">Score: {verdict.score}/100</span>
        <span data-testid="quick-check-credits">{creditsChargedText(verdict.creditsCharged)}</span>
      </p>
    </div>
  );
}
