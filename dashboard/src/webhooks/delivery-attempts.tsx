import type { WebhookAttempt } from '@leadproof/contract/webhooks';
import * as forms from '../lib/form.css';
import { formatDateTime } from '../lib/format-date';
import { formatDuration } from './format-duration';
import * as styles from './webhooks.css';

/** Every attempt at one delivery, oldest first: time, status code or error, duration and the response body. */
export function DeliveryAttempts({ id, attempts }: { id: string; attempts: readonly WebhookAttempt[] }) {
  if (attempts.length === 0)
    return (
      <p id={id} className={forms.hint}>
        Not attempted yet.
      </p>
    );
  return (
    <ol id={id} className={styles.attempts} aria-label="Attempts">
      {attempts.map((attempt, index) => (
        <li key={attempt.attemptedAt}>
          <div className={styles.attemptSummary}>
            <strong>Attempt {index + 1}</strong>
            <span>{formatDateTime(attempt.attemptedAt)}</span>
            <span>{attempt.responseStatus === null ? 'No response' : `HTTP ${attempt.responseStatus}`}</span>
            <span>{formatDuration(attempt.durationMs)}</span>
          </div>
          {attempt.error ? <p className={styles.attemptError}>{attempt.error}</p> : null}
          {attempt.responseBody ? (
            <>
              <p className={styles.bodyLabel}>Response body (first 1 KB)</p>
              <pre className={styles.responseBody}>{attempt.responseBody}</pre>
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
