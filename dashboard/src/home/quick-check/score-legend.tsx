import type { ContactVerdict } from '@leadproof/contract/verify';
import { useId } from 'react';
import * as styles from './quick-check-card.css';
import { scoreContribution } from './verdict-phrases';

/** Props of `ScoreLegend`. */
export interface ScoreLegendProps {
  /** The verdict's score contributions, largest first. */
  reasons: ContactVerdict['scoreReasons'];
}

/**
 * The score's legend: what the 0–100 means and what weighs most (docs/scoring.md), then what made this contact's
 * score, in words.
 */
export function ScoreLegend({ reasons }: ScoreLegendProps) {
  const titleId = useId();
  return (
    // Named by its caption explicitly: not every accessibility tree takes a figure's name from its figcaption.
    <figure className={styles.legend} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.legendTitle}>
        What the score means
      </figcaption>
      <p className={styles.legendText}>
        The score says how likely this contact is to be reached, from 0 to 100: a valid phone counts most (a
        mobile 45), then a valid e-mail (35), then the name, company and job title (up to 20).
      </p>
      {reasons.length > 0 ? (
        <ul className={styles.contributions} aria-label="This contact's score">
          {reasons.map((reason) => (
            <li key={reason.code}>{scoreContribution(reason)}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.legendText}>Nothing here adds to the score.</p>
      )}
    </figure>
  );
}
