import type { ContactVerdict, VerifyContactBody } from '@leadproof/contract/verify';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  PaymentRequiredError,
  UnprocessableEntityError,
} from '@leadproof/sdk';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
} from '@leadproof/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useClient } from '../../api/api-client-provider';
import { errorMessage } from '../../lib/error-message';
import * as forms from '../../lib/form.css';
import * as page from '../../lib/page.css';
import { verifyContactMutation } from '../queries';
import { defaultPhoneCountry, phoneCountryOptions, rememberPhoneCountry } from './phone-country';
import * as styles from './quick-check-card.css';
import { QuickCheckVerdict } from './quick-check-verdict';
import { quickCheckBody } from './quick-check-body';

/** What the card says when a national number needs its country (the API's words name its field). */
export const COUNTRY_NEEDED_MESSAGE =
  "Choose the number's country, or type it with its country code (+1 415 555 0100).";

/** The words for a failed check: the server's own sentence (402, 422, 429…), or what went wrong on the way. */
export function quickCheckErrorMessage(error: unknown): string {
  if (error instanceof APIConnectionTimeoutError) return 'The check took too long. Please try again.';
  // The SDK's "Connection error." does not say what to do.
  if (error instanceof APIConnectionError)
    return 'Could not reach Leadproof. Check your connection and try again.';
  if (error instanceof UnprocessableEntityError && error.code === 'phone_country_required')
    return COUNTRY_NEEDED_MESSAGE;
  return errorMessage(error, 'The check failed. Please try again.');
}

/** Whether the error is the server refusing the input itself (422): the field, or the country, is what to fix. */
function isInputError(error: unknown): error is UnprocessableEntityError {
  return error instanceof UnprocessableEntityError;
}

/** Props of `QuickCheckCard`. */
export interface QuickCheckCardProps {
  /** The signed-in account, whose last phone country this browser remembers. */
  accountId?: string | undefined;
}

/**
 * The home screen's 'Quick check' card: one e-mail address or phone number verified in real time, phone numbers
 * read in the country chosen. The offline verdict shows at once and the mailbox check's replaces it when the mail
 * server answers; a likely typo offers its correction as a button that checks it.
 */
export function QuickCheckCard({ accountId }: QuickCheckCardProps) {
  const client = useClient();
  const inputId = useId();
  const countryId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);
  const [value, setValue] = useState('');
  const [country, setCountry] = useState(() => defaultPhoneCountry(accountId));
  const countries = useMemo(() => phoneCountryOptions(), []);
  // The offline verdict of the check under way, with the body it belongs to.
  const [early, setEarly] = useState<{ body: VerifyContactBody; verdict: ContactVerdict } | null>(null);
  const check = useMutation(verifyContactMutation(client, (verdict, body) => setEarly({ body, verdict })));
  const body = quickCheckBody(value, country);

  const run = (next: VerifyContactBody) => {
    setEarly(null);
    check.mutate(next, {
      onError: (error) => {
        // What to fix gets the focus: the country for a national number, else the field.
        if (isInputError(error) && error.code === 'phone_country_required') countryRef.current?.focus();
        else if (isInputError(error)) inputRef.current?.focus();
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body || check.isPending) return;
    run(body);
  };

  const checkSuggestion = (suggestion: string) => {
    if (check.isPending) return;
    setValue(suggestion);
    const next = quickCheckBody(suggestion, country);
    if (next) run(next);
  };

  const chooseCountry = (code: string) => {
    setCountry(code);
    rememberPhoneCountry(accountId, code);
  };

  // The verdict belongs to what was sent, not to what the field holds now.
  const sent = check.variables;
  const inputError = check.isError && isInputError(check.error) ? check.error : null;
  const countryError = inputError?.code === 'phone_country_required';
  const provisional = check.isPending && early && early.body === sent ? early.verdict : null;
  const kind = sent?.email !== undefined ? 'email' : 'phone';
  return (
    // A named region: the card is a place on the home page a screen reader can jump to.
    <Card role="region" aria-labelledby="quick-check-title">
      <CardHeader>
        <CardTitle as="h2" id="quick-check-title">
          Quick check
        </CardTitle>
        <CardDescription>
          Verify one e-mail address or phone number in real time. Only checks that reach a verdict are
          charged.
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.body}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <Label htmlFor={inputId}>Email or phone</Label>
          <div className={styles.row}>
            <Input
              ref={inputRef}
              id={inputId}
              name="contact"
              className={styles.input}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder="ada@acme.com or +1 415 555 0100"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={(inputError && !countryError) || undefined}
              aria-describedby={inputError && !countryError ? errorId : undefined}
            />
            <Button type="submit" disabled={!body} busy={check.isPending} busyLabel="Checking...">
              Check
            </Button>
          </div>
          <div className={styles.countryRow}>
            <Label htmlFor={countryId}>Country of phone numbers</Label>
            <select
              ref={countryRef}
              id={countryId}
              className={forms.select}
              value={country}
              onChange={(event) => chooseCountry(event.target.value)}
              aria-invalid={countryError || undefined}
              aria-describedby={countryError ? errorId : undefined}
            >
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </form>
        {check.isError ? (
          <div className={styles.error}>
            <p id={errorId} role="alert" className={page.errorText}>
              {quickCheckErrorMessage(check.error)}
            </p>
            {check.error instanceof PaymentRequiredError ? (
              <Button asChild size="sm" variant="outline">
                <Link to="/billing">Add Credits</Link>
              </Button>
            ) : null}
          </div>
        ) : null}
        {provisional && sent ? (
          <QuickCheckVerdict
            verdict={provisional}
            provisional
            kind={kind}
            input={sent.email ?? sent.phone ?? ''}
          />
        ) : null}
        {check.isSuccess && sent ? (
          <QuickCheckVerdict
            verdict={check.data}
            kind={kind}
            input={sent.email ?? sent.phone ?? ''}
            onCheckSuggestion={checkSuggestion}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
