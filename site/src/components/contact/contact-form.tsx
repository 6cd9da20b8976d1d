import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_RESPONSE_TIME,
  type ContactMessageCreateBody,
  type ContactMessageCreateResponse,
  type ContactTopic,
  contactTopicLabels,
  contactTopics,
} from '@leadproof/contract/contact';
import { findPlan, type PlanId } from '@leadproof/contract/plans';
import { Button, Input, Label } from '@leadproof/ui';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../auth/use-hydrated';
import * as styles from './contact-form.css';
import {
  type ContactFieldErrors,
  type ContactFieldName,
  checkContactMessage,
  contactFieldNames,
  sendFailure,
} from './contact-fields';

/** Props of `ContactForm`. */
export interface ContactFormProps {
  /** Sends the message (`client.contact.create`); stories and tests pass their own. */
  send: (body: ContactMessageCreateBody) => Promise<ContactMessageCreateResponse>;
  /** The address the page offers when the form cannot send. */
  supportEmail: string;
  /** The topic chosen when the form opens (`?topic=sales` from Contact Sales). @default 'support' */
  initialTopic?: ContactTopic;
  /** The plan whose Contact Sales button led here (`?plan=enterprise-monthly`), sent with the message. */
  planId?: PlanId;
}

type FormState =
  | { kind: 'editing'; fields: ContactFieldErrors; form?: string }
  | { kind: 'sending' }
  | { kind: 'sent'; answer: ContactMessageCreateResponse; email: string };

/** "Enterprise (monthly)": the plan a message is about, as the form names it. */
function planLabel(planId: PlanId): string | undefined {
  const plan = findPlan(planId);
  return plan && `${plan.name} (${plan.period === 'month' ? 'monthly' : 'one-time'})`;
}

/**
 * The /contact form: topic, name, e-mail, company and message, checked with the contract's own rules beside each
 * field, sent to `POST /api/contact`, then a confirmation with when to expect an answer. The submit button waits for
 * hydration (a submit before would be the browser's own GET).
 */
export function ContactForm({ send, supportEmail, initialTopic = 'support', planId }: ContactFormProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<FormState>({ kind: 'editing', fields: {} });
  const [topic, setTopic] = useState<ContactTopic>(initialTopic);
  const form = useRef<HTMLFormElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => setTopic(initialTopic), [initialTopic]);
  useEffect(() => {
    if (state.kind === 'sent') sentHeading.current?.focus();
  }, [state.kind]);

  const fieldErrors = state.kind === 'editing' ? state.fields : {};

  /** Shows the errors and moves focus to the first field that has one. */
  const showErrors = (fields: ContactFieldErrors, formMessage?: string) => {
    setState({ kind: 'editing', fields, ...(formMessage ? { form: formMessage } : {}) });
    const first = contactFieldNames.find((name) => fields[name]);
    if (first)
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    // Read from the form, not from state: what was typed before the island hydrated counts too.
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const body: ContactMessageCreateBody = {
      topic,
      name: text('name'),
      email: text('email'),
      company: text('company'),
      message: text('message'),
      ...(planId ? { planId } : {}),
    };
    const invalid = checkContactMessage(body);
    if (Object.keys(invalid).length > 0) {
      showErrors(invalid);
      return;
    }
    setState({ kind: 'sending' });
    try {
      const answer = await send(body);
      setState({ kind: 'sent', answer, email: body.email.trim() });
    } catch (error) {
      const failure = sendFailure(error, supportEmail);
      showErrors(failure.fields, failure.form);
    }
  };

  if (state.kind === 'sent') {
    return (
      <section className={styles.sent} aria-labelledby="contact-sent-title" data-testid="contact-sent">
        <CircleCheck size={32} aria-hidden className={styles.sentIcon} />
        <h2 id="contact-sent-title" ref={sentHeading} tabIndex={-1} className={styles.sentTitle}>
          Message sent
        </h2>
        <p>
          Thank you. We answer {state.answer.responseTime}, by e-mail to <strong>{state.email}</strong>.
        </p>
        <p className={styles.muted}>Reference: {state.answer.id.slice(0, 8)}</p>
        <Button variant="outline" onClick={() => setState({ kind: 'editing', fields: {} })}>
          Send another message
        </Button>
      </section>
    );
  }

  const sending = state.kind === 'sending';
  const formMessage = state.kind === 'editing' ? state.form : undefined;
  const plan = planId ? planLabel(planId) : undefined;
  const described = (name: ContactFieldName, hint?: string) => {
    const ids = [hint, fieldErrors[name] ? `contact-${name}-error` : undefined].filter(Boolean);
    return {
      id: `contact-${name}`,
      name,
      'aria-invalid': fieldErrors[name] ? true : undefined,
      'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    };
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label="Contact us">
      <p className={styles.responseTime} id="contact-response-time">
        We answer every message {CONTACT_RESPONSE_TIME}, by e-mail.
      </p>
      {formMessage ? (
        <div className={styles.formError} role="alert">
          {formMessage}
        </div>
      ) : null}
      <Field label="What is it about?" name="topic" error={fieldErrors.topic}>
        <select
          {...described('topic')}
          className={styles.select}
          value={topic}
          onChange={(event) => setTopic(event.target.value as ContactTopic)}
        >
          {contactTopics.map((value) => (
            <option key={value} value={value}>
              {contactTopicLabels[value]}
            </option>
          ))}
        </select>
      </Field>
      {plan ? <p className={styles.muted}>About the plan: {plan}</p> : null}
      <div className={styles.row}>
        <Field label="Your name" name="name" error={fieldErrors.name}>
          <Input {...described('name')} autoComplete="name" required />
        </Field>
        <Field label="Work e-mail" name="email" error={fieldErrors.email}>
          <Input
            {...described('email')}
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            required
          />
        </Field>
      </div>
      <Field label="Company" optional name="company" error={fieldErrors.company}>
        <Input {...described('company')} autoComplete="organization" />
      </Field>
      <Field label="Message" name="message" error={fieldErrors.message}>
        <textarea
          {...described('message', 'contact-message-hint')}
          className={styles.textarea}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          required
        />
        <span id="contact-message-hint" className={styles.hint}>
          With a question about an order, give its reference (the 8 characters on its page). Never send a
          password or an API key.
        </span>
      </Field>
      <Button type="submit" busy={sending} busyLabel="Sending..." disabled={!hydrated}>
        Send message
      </Button>
    </form>
  );
}

/** A labelled field with its error below it. */
function Field({
  label,
  name,
  optional = false,
  error,
  children,
}: {
  label: string;
  name: ContactFieldName;
  optional?: boolean;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <Label htmlFor={`contact-${name}`}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </Label>
      {children}
      {error ? (
        <span id={`contact-${name}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
