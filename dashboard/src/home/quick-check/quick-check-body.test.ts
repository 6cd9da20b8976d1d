import { describe, expect, it } from 'vitest';
import { quickCheckBody } from './quick-check-body';

describe('quickCheckBody', () => {
  it('sends a value with @ as an e-mail address, anything else as a phone number, trimmed', () => {
    expect(quickCheckBody(' ada@acme.com ')).toEqual({ email: 'ada@acme.com' });
    expect(quickCheckBody('Ada <ada@acme.com>')).toEqual({ email: 'Ada <ada@acme.com>' });
    expect(quickCheckBody('+1 415 555 0100')).toEqual({ phone: '+1 415 555 0100' });
    expect(quickCheckBody('ada.acme.com')).toEqual({ phone: 'ada.acme.com' });
  });

  it('sends the chosen country with a phone number only', () => {
    expect(quickCheckBody('(415) 555-0100', 'US')).toEqual({ phone: '(415) 555-0100', country: 'US' });
    expect(quickCheckBody('ada@acme.com', 'US')).toEqual({ email: 'ada@acme.com' });
    expect(quickCheckBody('+44 20 7946 0958', '')).toEqual({ phone: '+44 20 7946 0958' });
  });

  it('has nothing to send for a blank value', () => {
    expect(quickCheckBody('')).toBeNull();
    expect(quickCheckBody('   ')).toBeNull();
  });
});
