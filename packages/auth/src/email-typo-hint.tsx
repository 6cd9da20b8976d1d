import { Button } from '@leadproof/ui';
import { forwardRef } from 'react';
import * as styles from './email-typo-hint.css';

/** Props of `EmailTypoHint`. */
export interface EmailTypoHintProps {
  /** The id the e-mail field names in `aria-describedby`. */
  id: string;
  /** The address typed. */
  typed: string;
  /** The address probably meant (`suggestEmailFix`). */
  suggestion: string;
  /** Puts the suggestion in the field. */
  onAccept: () => void;
  /** Keeps what was typed; the hint goes away for that address. */
  onKeep: () => void;
}

/**
 * "Did you mean ana@gmail.com?" under an e-mail field, with a button that takes the suggestion and one that keeps
 * the address as typed. The first button takes a ref, so a form can move focus to it when it holds back a submit.
 */
export const EmailTypoHint = forwardRef<HTMLButtonElement, EmailTypoHintProps>(function EmailTypoHint(
  { id, typed, suggestion, onAccept, onKeep },
  ref,
) {
  return (
    <div id={id} className={styles.hint} role="status">
      <p className={styles.question}>
        Did you mean <strong>{suggestion}</strong>?
      </p>
      <div className={styles.actions}>
        <Button ref={ref} type="button" size="sm" variant="outline" onClick={onAccept}>
          Use {suggestion}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onKeep}>
          Keep {typed}
        </Button>
      </div>
    </div>
  );
});
EmailTypoHint.displayName = 'EmailTypoHint';
