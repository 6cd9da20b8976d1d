import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '@leadproof/contract/webhooks';

// Endpoints and deliveries as the API returns them, for the page's tests and the stories.

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 9, minute)).toISOString();

/** An endpoint subscribed to order.completed, with overrides. */
export function endpointFixture(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 'wh_1',
    url: 'https://hooks.acme.com/leadproof',
    description: 'CRM import',
    events: ['order.completed'],
    creditsLowThreshold: null,
    createdAt: at(0),
    disabledAt: null,
    disabledReason: null,
    ...overrides,
  };
}

/** One attempt answered 200 in 84 ms, with overrides. */
export function attemptFixture(overrides: Partial<WebhookAttempt> = {}): WebhookAttempt {
  return {
    attemptedAt: at(1),
    responseStatus: 200,
    durationMs: 84,
    error: null,
    responseBody: '{"ok":true}',
    ...overrides,
  };
}

/** A delivery of order.completed that succeeded on its first attempt, with overrides. */
export function deliveryFixture(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'del_ok',
    eventId: 'evt_2b7c',
    eventType: 'order.completed',
    status: 'succeeded',
    attempts: [attemptFixture()],
    nextAttemptAt: null,
    createdAt: at(1),
    ...overrides,
  };
}

/** A delivery whose five attempts all failed: two 500s, a timeout, a 502 and a refused connection. */
export function failedDeliveryFixture(): WebhookDelivery {
  const failure = (minute: number, attempt: Partial<WebhookAttempt>) =>
    attemptFixture({ attemptedAt: at(minute), ...attempt });
  return deliveryFixture({
    id: 'del_failed',
    eventId: 'evt_9f31',
    eventType: 'order.failed',
    status: 'failed',
    createdAt: at(2),
    attempts: [
      failure(2, {
        responseStatus: 500,
        durationMs: 212,
        error: 'The receiver answered 500',
        responseBody: 'Internal Server Error',
      }),
      failure(3, {
        responseStatus: 500,
        durationMs: 198,
        error: 'The receiver answered 500',
        responseBody: '{"error":"database is locked"}',
      }),
      failure(8, {
        responseStatus: null,
        durationMs: 10_000,
        error: 'No answer within 10 s',
        responseBody: '',
      }),
      failure(38, {
        responseStatus: 502,
        durationMs: 1_240,
        error: 'The receiver answered 502',
        responseBody: '<html><body><h1>502 Bad Gateway</h1></body></html>',
      }),
      failure(58, { responseStatus: null, durationMs: 3, error: 'Connection refused', responseBody: '' }),
    ],
  });
}
