import { describe, expect, it } from 'vitest';
import { emptyEndpointForm, endpointCreateBody, validateEndpointForm } from './endpointForm';

const valid = {
  ...emptyEndpointForm,
  url: 'https://hooks.acme.com/leadproof',
  events: ['order.completed'] as const,
};

describe('validateEndpointForm', () => {
  it('accepts an https URL with one event, and http (the server decides where http is allowed)', () => {
    expect(validateEndpointForm(valid)).toEqual({});
    expect(validateEndpointForm({ ...valid, url: 'http://127.0.0.1:9000/hook' })).toEqual({});
  });

  it('names the field of each problem', () => {
    expect(validateEndpointForm(emptyEndpointForm)).toEqual({
      url: 'Endpoint URL is required',
      events: 'Choose at least one event',
    });
    for (const url of ['hooks.acme.com', 'ftp://acme.com/x', 'https://']) {
      expect(validateEndpointForm({ ...valid, url }).url).toBe(
        'Endpoint URL must be a full address starting with https://',
      );
    }
    expect(validateEndpointForm({ ...valid, url: `https://acme.com/${'x'.repeat(2048)}` }).url).toBe(
      'Endpoint URL must be at most 2048 characters',
    );
  });

  it('requires a whole-number threshold only when credits.low is chosen', () => {
    const low = { ...valid, events: ['credits.low'] as const };
    expect(validateEndpointForm(low).threshold).toBe('Low-credit threshold is required for credits.low');
    for (const threshold of ['-5', '2.5', 'ten', '1e3']) {
      expect(validateEndpointForm({ ...low, threshold }).threshold).toBe(
        'Low-credit threshold must be a whole number of credits',
      );
    }
    expect(validateEndpointForm({ ...low, threshold: '0' })).toEqual({});
    expect(validateEndpointForm({ ...valid, threshold: 'ten' })).toEqual({});
  });
});

describe('endpointCreateBody', () => {
  it('trims the texts and sends the threshold only with credits.low', () => {
    expect(
      endpointCreateBody({ ...valid, url: ' https://a.io/h ', description: ' CRM ', threshold: '100' }),
    ).toEqual({
      url: 'https://a.io/h',
      description: 'CRM',
      events: ['order.completed'],
      creditsLowThreshold: null,
    });
    expect(
      endpointCreateBody({ ...valid, events: ['order.failed', 'credits.low'], threshold: ' 100 ' }),
    ).toMatchObject({ events: ['order.failed', 'credits.low'], creditsLowThreshold: 100 });
  });
});
