import type { WebhookEndpointCreateBody, WebhookEventType } from '@leadproof/contract/webhooks';

/** What the Add endpoint form holds, as typed. */
export interface EndpointFormValues {
  url: string;
  description: string;
  events: readonly WebhookEventType[];
  /** The credits.low threshold as typed; used only when credits.low is chosen. */
  threshold: string;
}

/** A message per field that is not valid; an empty object when the form can be sent. */
export type EndpointFormErrors = Partial<Record<'url' | 'events' | 'threshold', string>>;

/** The contract's longest URL (`webhookEndpointCreateBodySchema`). */
const MAX_URL_LENGTH = 2048;

/** The credits.low threshold the form proposes: about a fifth of the smallest plan, room for a top-up to arrive. */
export const DEFAULT_LOW_CREDIT_THRESHOLD = 100;

/**
 * The form before anything is typed: `order.completed` (what nearly every integration listens for) chosen, and a
 * threshold ready should the customer add credits.low; only the URL is left to type.
 */
export const emptyEndpointForm: EndpointFormValues = {
  url: '',
  description: '',
  events: ['order.completed'],
  threshold: String(DEFAULT_LOW_CREDIT_THRESHOLD),
};

/** The fields whose problems the form shows; the events are ticked, the other two typed. */
export type EndpointFormField = keyof EndpointFormErrors;

/**
 * The messages to show after the customer changed `field` to make `values`. A message goes as soon as its problem
 * does; the message of a field being typed in goes too, and comes back (if still due) when the customer leaves the
 * field (`endpointFormErrorsOnBlur`) or sends the form, so nobody is told off for an address they are halfway
 * through typing. New problems wait for the next send.
 */
export function endpointFormErrorsOnChange(
  shown: EndpointFormErrors,
  values: EndpointFormValues,
  field: EndpointFormField | 'description',
): EndpointFormErrors {
  const found = validateEndpointForm(values);
  const next: EndpointFormErrors = {};
  for (const key of ['url', 'events', 'threshold'] as const) {
    if (!shown[key] || !found[key]) continue;
    if (key === field && key !== 'events') continue;
    next[key] = found[key];
  }
  return next;
}

/** The messages to show once the customer leaves a typed `field` they have changed: its own problem, if any. */
export function endpointFormErrorsOnBlur(
  shown: EndpointFormErrors,
  values: EndpointFormValues,
  field: 'url' | 'threshold',
): EndpointFormErrors {
  const { [field]: _, ...others } = shown;
  const problem = validateEndpointForm(values)[field];
  return problem ? { ...others, [field]: problem } : others;
}

function urlProblem(url: string): string | undefined {
  if (!url) return 'Endpoint URL is required';
  if (url.length > MAX_URL_LENGTH) return `Endpoint URL must be at most ${MAX_URL_LENGTH} characters`;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return 'Endpoint URL must be a full address starting with https://';
  }
  // http is accepted here: embedded mode allows it to localhost, and the server says when it does not.
  if (protocol !== 'https:' && protocol !== 'http:')
    return 'Endpoint URL must be a full address starting with https://';
  return undefined;
}

/**
 * The form's problems, each message naming its field. Only what the browser can know is checked; the server
 * has the last word on the URL (https in production, no private or local addresses) and says why it refuses.
 */
export function validateEndpointForm(values: EndpointFormValues): EndpointFormErrors {
  const errors: EndpointFormErrors = {};
  const url = urlProblem(values.url.trim());
  if (url) errors.url = url;
  if (values.events.length === 0) errors.events = 'Choose at least one event';
  if (values.events.includes('credits.low')) {
    const threshold = values.threshold.trim();
    if (!threshold) errors.threshold = 'Low-credit threshold is required for credits.low';
    else if (!/^\d+$/.test(threshold) || !Number.isSafeInteger(Number(threshold)))
      errors.threshold = 'Low-credit threshold must be a whole number of credits';
  }
  return errors;
}

/** The `POST /api/webhooks` body of a valid form; the threshold is sent only with credits.low. */
export function endpointCreateBody(values: EndpointFormValues): WebhookEndpointCreateBody {
  return {
    url: values.url.trim(),
    description: values.description.trim(),
    events: [...values.events],
    creditsLowThreshold: values.events.includes('credits.low') ? Number(values.threshold.trim()) : null,
  };
}
