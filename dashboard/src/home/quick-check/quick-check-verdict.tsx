import type { ContactVerdict, VerifyContactResponse } from '@leadproof/contract/verify';
import { Badge, type BadgeVariant, Button } from '@leadproof/ui';
import { LoaderCircle } from 'lucide-react';
import * as styles from './quick-check-card.css';
import { ScoreLegend } from './score-legend';
import {
  creditsChargedText,
  emailReasonPhrases,
  mailboxCheckLine,
  phoneReasonPhrase,
  phoneTypeLabel,
  statusLabel,
} from './verdict-phrases';

/** Badge tones of the statuses: valid green, risky amber, invalid red, anything else (unknown) neutral. */
const statusTones: Record<string, BadgeVariant> = {
  valid: 'success',
  risky: 'warning',
  invalid: 'destructive',
};

/** Props of `QuickCheckVerdict`. */
export interface QuickCheckVerdictProps {
  /** The final verdict with what it cost, or (with `provisional`) the offline and DNS checks' verdict. */
  verdict: VerifyContactResponse | ContactVerdict;
  /** The mail server is still being asked: this verdict may change, and nothing is charged yet. */
  provisional?: boolean;
  /** What was checked: the e-mail half of the verdict or the phone half. */
  kind: 'email' | 'phone';
  /** The value as typed, shown when the server could not normalize it. */
  input: string;
  /** Checks the suggested address instead ("Did you mean …?"); without it the suggestion is only shown. */
  onCheckSuggestion?: (suggestion: string) => void;
}

/**
 * One quick check's verdict: status, what was checked, the reasons in words (a likely typo first, with a button to
 * check the correction), the mailbox check, the score with its legend, and the credits. While the mail server is
 * asked, the offline verdict shows "so far" and says so.
 */
export function QuickCheckVerdict({
  verdict,
  provisional = false,
  kind,
  input,
  onCheckSuggestion,
}: QuickCheckVerdictProps) {
  const { email, phone } = verdict;
  const status = kind === 'email' ? email.status : phone.status;
  const checked = (kind === 'email' ? email.normalized : phone.e164) || input;
  const reasons =
    kind === 'email'
      ? emailReasonPhrases(email.reasons, email.suggestion)
      : phone.reason
        ? [phoneReasonPhrase(phone.reason)]
        : [];
  const mailbox = kind === 'email' ? mailboxCheckLine(email) : null;
  const suggestion = kind === 'email' ? email.suggestion : '';
  return (
    // role="status": a screen reader announces the verdict when it replaces the previous one.
    <div
      role="status"
      aria-busy={provisional || undefined}
      className={styles.verdict}
      data-testid="quick-check-verdict"
    >
      <p className={styles.headline}>
        <Badge variant={statusTones[status] ?? 'secondary'} title={`Status: ${status}`}>
          <span data-testid="quick-check-status">{statusLabel(status, provisional)}</span>
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
      {suggestion ? (
        onCheckSuggestion ? (
          <div>
            <Button size="sm" variant="outline" onClick={() => onCheckSuggestion(suggestion)}>
              Did you mean {suggestion}?
            </Button>
          </div>
        ) : (
          <p className={styles.line}>
            Did you mean <strong>{suggestion}</strong>?
          </p>
        )
      ) : null}
      {provisional ? (
        <p className={styles.pending}>
          <LoaderCircle size={14} aria-hidden className={styles.spinner} />
          Asking the mail server…
        </p>
      ) : mailbox ? (
        <p className={styles.line} title={email.smtp}>
          {mailbox}
        </p>
      ) : null}
      <p className={styles.meta}>
        <span data-testid="quick-check-score">Score: {verdict.score}/100</span>
        {'creditsCharged' in verdict && !provisional ? (
          <span data-testid="quick-check-credits">{creditsChargedText(verdict.creditsCharged)}</span>
        ) : null}
      </p>
      <ScoreLegend reasons={verdict.scoreReasons} />
    </div>
  );
}
