import { describe, expect, it } from 'vitest';
import { type DedupeRecord, decodeRecord, encodeRecord } from './record';

const base: DedupeRecord = {
  email: 'jane@acme.com',
  phone: '+14155550100',
  first: 'jane',
  last: 'doe',
  company: 'acme',
  domain: 'acme.com',
  streetNumber: '12',
  street: 'main st',
  street2: '',
  city: 'springfield',
  postcode: '12345',
  state: 'il',
  roleEmail: false,
};

describe('de-duplication records', () => {
  it.each([
    ['a company domain equal to the e-mail domain', {}],
    ['a company domain other than the e-mail domain', { domain: 'acme.io' }],
    ['a domain that only ends like the e-mail domain', { email: 'jane@xacme.com', domain: 'acme.com' }],
    ['no e-mail', { email: '', roleEmail: false }],
    ['no domain', { domain: '' }],
    ['a role mailbox', { email: 'sales@acme.com', roleEmail: true }],
    ['only empty fields', { email: '', phone: '', first: '', last: '', company: '', domain: '', city: '' }],
  ])('round-trips a record with %s', (_, change) => {
    const record = { ...base, ...change };
    expect(decodeRecord(encodeRecord(record))).toEqual(record);
  });

  it('stores a company domain equal to the e-mail domain once', () => {
    const same = encodeRecord(base);
    const other = encodeRecord({ ...base, domain: 'acme.org' });
    expect(same.split('acme.com')).toHaveLength(2);
    expect(other.length - same.length).toBe('acme.org'.length - 1);
  });
});
