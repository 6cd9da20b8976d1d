import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../errors';
import { detectColumns, looksLikeDataRow } from './detect';

describe('detectColumns', () => {
  it.each([
    ['Email Address', 'email'],
    ['E-Mail', 'email'],
    ['correo electrónico', 'email'],
    ['Courriel', 'email'],
    ['E-Mail-Adresse', 'email'],
    ['Work Email (primary)', 'email'],
    ['Mobile Phone', 'phone'],
    ['Tel.', 'phone'],
    ['Direct Dial', 'phone'],
    ['Téléphone', 'phone'],
    ['Handy', 'phone'],
    ['Given Name', 'firstName'],
    ['Surname', 'lastName'],
    ['Full Name', 'fullName'],
    ['Organisation', 'company'],
    ['Account Name', 'company'],
    ['Job Title', 'title'],
    ['Country', 'country'],
    ['State/Province', 'state'],
    ['Region', 'state'],
    ['City', 'city'],
    ['Postcode', 'postcode'],
    ['Website', 'website'],
    ['LinkedIn URL', 'linkedin'],
  ])('recognises %j as %s', (header, field) => {
    const { mapping } = detectColumns(['id', header], []);
    expect(mapping[field as keyof typeof mapping]).toEqual([1]);
  });

  it('collects several e-mail and phone columns', () => {
    const { mapping } = detectColumns(
      ['Work Email', 'Personal Email', 'Mobile', 'Office Phone', 'Phone Type'],
      [],
    );
    expect(mapping.email).toEqual([0, 1]);
    expect(mapping.phone).toEqual([2, 3]);
  });

  it('does not take status or opt-out columns for contact columns', () => {
    const { mapping } = detectColumns(['Email Opt Out', 'Email Status', 'Phone Ext', 'Contact'], []);
    expect(mapping.email).toBeUndefined();
    expect(mapping.phone).toBeUndefined();
  });

  it('lets an explicit mapping override detection, by name or index', () => {
    const { mapping, matches } = detectColumns(['Email', 'Backup', 'Phone', 'Cell'], [], {
      email: 'Backup',
      phone: [3],
    });
    expect(mapping.email).toEqual([1]);
    expect(mapping.phone).toEqual([3]);
    expect(matches.find((m) => m.column === 1)?.method).toBe('mapping');
  });

  it('refuses a mapping to a column the file does not have', () => {
    expect(() => detectColumns(['Email'], [], { phone: 'Tel' })).toThrow(EngineInputError);
  });

  it('finds e-mail and phone columns by content when no header names them', () => {
    const sample = [
      ['Jane', 'jane@acme.com', '+1 212 555 0100'],
      ['Li', 'li@example.org', '(415) 555-0199'],
    ];
    const { mapping, matches } = detectColumns(['a', 'b', 'c'], sample);
    expect(mapping.email).toEqual([1]);
    expect(mapping.phone).toEqual([2]);
    expect(matches.every((m) => m.method === 'content')).toBe(true);
  });

  it('tells a data row from a header', () => {
    expect(looksLikeDataRow(['Jane', 'jane@acme.com'])).toBe(true);
    expect(looksLikeDataRow(['Name', 'Email'])).toBe(false);
  });
});
