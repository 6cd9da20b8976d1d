import { describe, expect, it } from 'vitest';
import {
  emptyEndpointForm,
  endpointCreateBody,
  endpointFormErrorsOnBlur,
  endpointFormErrorsOnChange,
  validateEndpointForm,
} from './endpoint-form';

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
    expect(validateEndpointForm({ ...emptyEndpointForm, events: [] })).toEqual({
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
    const low = { ...valid, events: ['credits.low'] as const, threshold: '' };
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

describe('the form before anything is typed', () => {
  it('has order.completed chosen and a 100-credit threshold ready: only the URL is missing', () => {
    expect(emptyEndpointForm.events).toEqual(['order.completed']);
    expect(validateEndpointForm({ ...emptyEndpointForm, events: ['credits.low'] })).toEqual({
      url: 'Endpoint URL is required',
    });
    expect(
      endpointCreateBody({ ...valid, events: ['credits.low'], threshold: emptyEndpointForm.threshold }),
    ).toEqual(expect.objectContaining({ creditsLowThreshold: 100 }));
  });
});

describe('when messages show', () => {
  const sent = validateEndpointForm({ ...emptyEndpointForm, events: [] });

  it("shows no new message while a field is typed in, and drops the typed field's own until it is left", () => {
    expect(endpointFormErrorsOnChange({}, { ...valid, url: 'h' }, 'url')).toEqual({});
    expect(endpointFormErrorsOnChange(sent, { ...emptyEndpointForm, url: 'h', events: [] }, 'url')).toEqual({
      events: 'Choose at least one event',
    });
    expect(endpointFormErrorsOnBlur({}, { ...valid, url: 'h' }, 'url')).toEqual({
      url: 'Endpoint URL must be a full address starting with https://',
    });
    expect(endpointFormErrorsOnBlur({ url: 'Endpoint URL is required' }, valid, 'url')).toEqual({});
  });

  it("updates the events message at once when it is shown, and drops the threshold's with credits.low", () => {
    expect(endpointFormErrorsOnChange(sent, { ...valid, url: '' }, 'events')).toEqual({
      url: 'Endpoint URL is required',
    });
    expect(endpointFormErrorsOnChange({}, { ...valid, events: [] }, 'events')).toEqual({});
    const low = { ...valid, events: ['credits.low'] as const, threshold: '' };
    const shown = validateEndpointForm(low);
    expect(shown).toEqual({ threshold: 'Low-credit threshold is required for credits.low' });
    expect(endpointFormErrorsOnChange(shown, { ...low, events: ['order.failed'] }, 'events')).toEqual({});
  });
});
