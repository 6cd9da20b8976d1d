import type { WebhookEndpointCreateBody, WebhookEventType } from '@leadproof/contract/webhooks';
import {
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
} from '@leadproof/ui';
import { type FormEvent, useRef, useState } from 'react';
import * as forms from '../lib/form.css';
import * as page from '../lib/page.css';
import {
  type EndpointFormErrors,
  type EndpointFormField,
  type EndpointFormValues,
  emptyEndpointForm,
  endpointCreateBody,
  endpointFormErrorsOnBlur,
  endpointFormErrorsOnChange,
  validateEndpointForm,
} from './endpoint-form';
import * as styles from './webhooks.css';
import { webhookEventChoices } from './webhook-events';

/** Props of `AddEndpointDialog`. */
export interface AddEndpointDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the body of a form that passed the checks the browser can make. */
  onSubmit: (body: WebhookEndpointCreateBody) => void;
  /** The request is under way: the submit button is busy. */
  busy?: boolean;
  /** Why the server refused the endpoint (e.g. an http URL in production, a private address). */
  serverError?: string | undefined;
  /** What the form holds when it opens (stories). */
  initialValues?: EndpointFormValues;
}

const eventId = (event: WebhookEventType) => `webhook-event-${event.replace('.', '-')}`;

type AddEndpointFormProps = Pick<AddEndpointDialogProps, 'onSubmit' | 'busy' | 'serverError'> & {
  initialValues: EndpointFormValues;
};

// Inside the dialog's content, which unmounts on close: each opening starts from `initialValues`.
function AddEndpointForm({ onSubmit, busy, serverError, initialValues }: AddEndpointFormProps) {
  const [values, setValues] = useState(initialValues);
  // Messages appear when the form is sent, or when the customer leaves a field they changed; see endpoint-form.ts.
  const [errors, setErrors] = useState<EndpointFormErrors>({});
  // Typed fields changed since they were last checked: leaving one of them checks it.
  const edited = useRef(new Set<'url' | 'threshold'>());
  const urlRef = useRef<HTMLInputElement>(null);
  const firstEventRef = useRef<HTMLButtonElement>(null);
  const thresholdRef = useRef<HTMLInputElement>(null);

  const update = (next: EndpointFormValues, field: EndpointFormField | 'description') => {
    setValues(next);
    if (field === 'url' || field === 'threshold') edited.current.add(field);
    setErrors((shown) => endpointFormErrorsOnChange(shown, next, field));
  };
  const leave = (field: 'url' | 'threshold') => {
    if (!edited.current.delete(field)) return;
    setErrors((shown) => endpointFormErrorsOnBlur(shown, values, field));
  };
  const toggleEvent = (event: WebhookEventType, checked: boolean) =>
    update(
      {
        ...values,
        // Kept in the form's order, whatever order they were ticked in.
        events: webhookEventChoices
          .map((choice) => choice.value)
          .filter((value) => (value === event ? checked : values.events.includes(value))),
      },
      'events',
    );

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEndpointForm(values);
    edited.current.clear();
    setErrors(found);
    if (found.url) urlRef.current?.focus();
    else if (found.events) firstEventRef.current?.focus();
    else if (found.threshold) thresholdRef.current?.focus();
    else onSubmit(endpointCreateBody(values));
  };

  const withCreditsLow = values.events.includes('credits.low');
  return (
    <form className={forms.form} onSubmit={onFormSubmit} noValidate>
      <div className={forms.field}>
        <Label htmlFor="webhook-url">Endpoint URL</Label>
        <Input
          ref={urlRef}
          id="webhook-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/webhooks/leadproof"
          value={values.url}
          maxLength={2100}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? 'webhook-url-error' : undefined}
          onChange={(event) => update({ ...values, url: event.target.value }, 'url')}
          onBlur={() => leave('url')}
        />
        {errors.url ? (
          <p id="webhook-url-error" className={page.errorText}>
            {errors.url}
          </p>
        ) : null}
      </div>

      <div className={forms.field}>
        <Label htmlFor="webhook-description">Description (optional)</Label>
        <Input
          id="webhook-description"
          value={values.description}
          maxLength={200}
          onChange={(event) => update({ ...values, description: event.target.value }, 'description')}
        />
      </div>

      <fieldset
        className={forms.fieldset}
        aria-describedby={errors.events ? 'webhook-events-error' : undefined}
      >
        <legend className={forms.legend}>Events</legend>
        {webhookEventChoices.map((choice, index) => (
          <div key={choice.value} className={styles.checkRow}>
            <Checkbox
              ref={index === 0 ? firstEventRef : undefined}
              id={eventId(choice.value)}
              checked={values.events.includes(choice.value)}
              aria-describedby={`${eventId(choice.value)}-hint`}
              onCheckedChange={(checked) => toggleEvent(choice.value, checked === true)}
            />
            <Label htmlFor={eventId(choice.value)} className={styles.eventName}>
              {choice.value}
            </Label>
            <span />
            <p id={`${eventId(choice.value)}-hint`} className={forms.hint}>
              {choice.description}
            </p>
          </div>
        ))}
        {errors.events ? (
          <p id="webhook-events-error" className={page.errorText}>
            {errors.events}
          </p>
        ) : null}
      </fieldset>

      {withCreditsLow ? (
        <div className={forms.field}>
          <Label htmlFor="webhook-threshold">Low-credit threshold</Label>
          <Input
            ref={thresholdRef}
            id="webhook-threshold"
            inputMode="numeric"
            autoComplete="off"
            value={values.threshold}
            required
            aria-invalid={errors.threshold ? true : undefined}
            aria-describedby={
              errors.threshold ? 'webhook-threshold-error webhook-threshold-hint' : 'webhook-threshold-hint'
            }
            onChange={(event) => update({ ...values, threshold: event.target.value }, 'threshold')}
            onBlur={() => leave('threshold')}
          />
          <p id="webhook-threshold-hint" className={forms.hint}>
            credits.low fires when a debit takes your balance below this many credits.
          </p>
          {errors.threshold ? (
            <p id="webhook-threshold-error" className={page.errorText}>
              {errors.threshold}
            </p>
          ) : null}
        </div>
      ) : null}

      {serverError ? (
        <p className={styles.serverError} role="alert">
          Could not add the endpoint: {serverError}
        </p>
      ) : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" busy={busy} busyLabel="Adding...">
          Add endpoint
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The Add endpoint form in a dialog: URL, description, events (one line each on what fires them; order.completed
 * ticked) and the credits.low threshold (100 proposed) when that event is chosen. Problems are listed under their
 * fields, naming them, once the form is sent or a changed field is left; the first one gets the focus on sending.
 * The server's refusal shows above the buttons.
 */
export function AddEndpointDialog({
  open,
  onOpenChange,
  onSubmit,
  busy = false,
  serverError,
  initialValues = emptyEndpointForm,
}: AddEndpointDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add endpoint</DialogTitle>
          <DialogDescription>
            Leadproof sends each event to this URL as a POST request, signed with a secret shown once the
            endpoint is added.
          </DialogDescription>
        </DialogHeader>
        <AddEndpointForm
          onSubmit={onSubmit}
          busy={busy}
          serverError={serverError}
          initialValues={initialValues}
        />
      </DialogContent>
    </Dialog>
  );
}
