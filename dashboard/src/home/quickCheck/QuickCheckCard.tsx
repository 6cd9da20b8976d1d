import { APIConnectionError, APIConnectionTimeoutError, PaymentRequiredError } from '@leadproof/sdk';
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
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useClient } from '../../api/ApiClientProvider';
import { errorMessage } from '../../lib/errorMessage';
import * as page from '../../lib/page.css';
import { verifyContactMutation } from '../queries';
import * as styles from './QuickCheckCard.css';
import { QuickCheckVerdict } from './QuickCheckVerdict';
import { quickCheckBody } from './quickCheckBody';

/** The words for a failed check: the server's own sentence (402, 429…), or what went wrong on the way. */
export function quickCheckErrorMessage(error: unknown): string {
  if (error instanceof APIConnectionTimeoutError) return 'The check took too long. Please try again.';
  // The SDK's "Connection error." does not say what to do.
  if (error instanceof APIConnectionError)
    return 'Could not reach Leadproof. Check your connection and try again.';
  return errorMessage(error, 'The check failed. Please try again.');
}

/** The home screen's 'Quick check' card: one e-mail address or phone number verified in real time. */
export function QuickCheckCard() {
  const client = useClient();
  const inputId = useId();
  const [value, setValue] = useState('');
  const check = useMutation(verifyContactMutation(client));
  const body = quickCheckBody(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body || check.isPending) return;
    check.mutate(body);
  };

  // The verdict belongs to what was sent, not to what the field holds now.
  const sent = check.variables;
  return (
    <Card aria-labelledby="quick-check-title">
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
              id={inputId}
              name="contact"
              className={styles.input}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder="ada@acme.com or +1 415 555 0100"
              autoComplete="off"
              spellCheck={false}
            />
            <Button type="submit" disabled={!body} busy={check.isPending} busyLabel="Checking...">
              Check
            </Button>
          </div>
        </form>
        {check.isError ? (
          <div className={styles.error}>
            <p role="alert" className={page.errorText}>
              {quickCheckErrorMessage(check.error)}
            </p>
            {check.error instanceof PaymentRequiredError ? (
              <Button asChild size="sm" variant="outline">
                <Link to="/billing">Add Credits</Link>
              </Button>
            ) : null}
          </div>
        ) : null}
        {check.isSuccess && sent ? (
          <QuickCheckVerdict
            verdict={check.data}
            kind={sent.email !== undefined ? 'email' : 'phone'}
            input={sent.email ?? sent.phone ?? ''}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
