import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from './canonical-mailbox';

describe('canonicalMailbox', () => {
  it('drops +tags and case everywhere', () => {
    expect(canonicalMailbox('Ann+Leads@Example.com')).toBe('ann@example.com');
    expect(canonicalMailbox('ann+1+2@corp.io')).toBe('ann@corp.io');
  });

  it('drops dots for Gmail only, and reads googlemail.com as gmail.com', () => {
    expect(canonicalMailbox('M.E+1@gmail.com')).toBe('me@gmail.com');
    expect(canonicalMailbox('m.e@googlemail.com')).toBe('me@gmail.com');
    expect(canonicalMailbox('m.e@outlook.com')).toBe('m.e@outlook.com');
  });
});
