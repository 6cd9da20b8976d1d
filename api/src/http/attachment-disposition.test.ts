import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment-disposition';

describe('attachmentDisposition', () => {
  it('quotes an ASCII name as it is', () => {
    expect(attachmentDisposition('acme-leads.verified.csv')).toBe(
      'attachment; filename="acme-leads.verified.csv"',
    );
  });

  it('adds the UTF-8 name beside an ASCII fallback for any other name', () => {
    expect(attachmentDisposition("Clients Québec (v2)'s.csv")).toBe(
      `attachment; filename="Clients Qu_bec (v2)'s.csv"; filename*=UTF-8''Clients%20Qu%C3%A9bec%20%28v2%29%27s.csv`,
    );
  });

  it('never lets a quote or backslash end the quoted name', () => {
    expect(attachmentDisposition('a"b\\c.csv')).toBe(
      `attachment; filename="a_b_c.csv"; filename*=UTF-8''a%22b%5Cc.csv`,
    );
  });
});
