import { useCallback, useRef, useState } from 'react';
import { suggestEmailFix } from './email-typo';

/** The hint on show: what was typed and what was probably meant. */
export interface EmailTypoSuggestion {
  typed: string;
  suggestion: string;
}

/** What `useEmailTypoCheck` gives a form. */
export interface EmailTypoCheck {
  /** The hint to show, or null. */
  hint: EmailTypoSuggestion | null;
  /**
   * Looks at `address` (on blur, and before a submit): shows the hint when its domain looks mistyped and the user has
   * not kept it as typed. True when the address may go as it is.
   */
  review(address: string): boolean;
  /** The suggestion taken: returns it (the form puts it in the field) and hides the hint. */
  accept(): string | undefined;
  /** The address kept as typed: the hint goes, and does not come back for it. */
  keep(): void;
  /** The address is being edited: the hint of the old text goes. */
  reset(): void;
}

/** The "Did you mean …?" check of an e-mail field (sign-up, a corrected address, a new account e-mail). */
export function useEmailTypoCheck(): EmailTypoCheck {
  const [hint, setHint] = useState<EmailTypoSuggestion | null>(null);
  // Addresses the user chose to keep: a company may really be called hotmial.com.
  const kept = useRef(new Set<string>());

  const review = useCallback((address: string) => {
    const typed = address.trim();
    const suggestion = suggestEmailFix(typed);
    if (!suggestion || kept.current.has(typed.toLowerCase())) {
      setHint(null);
      return true;
    }
    setHint({ typed, suggestion });
    return false;
  }, []);

  const accept = useCallback(() => {
    const suggestion = hint?.suggestion;
    setHint(null);
    return suggestion;
  }, [hint]);

  const keep = useCallback(() => {
    if (hint) kept.current.add(hint.typed.toLowerCase());
    setHint(null);
  }, [hint]);

  const reset = useCallback(() => setHint(null), []);

  return { hint, review, accept, keep, reset };
}
