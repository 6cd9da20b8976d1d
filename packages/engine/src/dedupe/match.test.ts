import { describe, expect, it } from 'vitest';
import { buildDedupeRecord, emailKey, type RowIdentity } from './build-record';
import { DuplicateFinder } from './find-duplicates';
import { matchRecords } from './match';

const record = (identity: RowIdentity) => buildDedupeRecord(identity);

describe('matchRecords', () => {
  it('matches one e-mail, but not a shared role mailbox between different people', () => {
    expect(
      matchRecords(record({ email: 'jane@acme.com' }), record({ email: 'jane@acme.com', firstName: 'J' })),
    ).toBe('same_email');
    const info = (firstName: string) =>
      record({ email: 'info@acme.com', roleEmail: true, firstName, lastName: 'Doe' });
    expect(matchRecords(info('Jane'), info('Robert'))).toBeUndefined();
  });

  it('matches one phone unless the names disagree (a shared switchboard)', () => {
    const row = (firstName: string, lastName: string) =>
      record({ phone: '+14155550100', firstName, lastName });
    expect(matchRecords(row('Jane', 'Doe'), row('Jane', 'Doe'))).toBe('same_phone');
    expect(matchRecords(row('Jane', 'Doe'), row('Omar', 'Haddad'))).toBeUndefined();
  });

  it('matches nicknames, typos and swapped names at the same company', () => {
    const a = record({ firstName: 'Robert', lastName: 'Johnson', company: 'Acme Inc.' });
    expect(matchRecords(a, record({ firstName: 'Bob', lastName: 'Johnson', company: 'ACME' }))).toMatch(
      /company/,
    );
    expect(
      matchRecords(a, record({ firstName: 'Robert', lastName: 'Jonhson', company: 'Acme' })),
    ).toBeDefined();
    expect(
      matchRecords(a, record({ firstName: 'Johnson', lastName: 'Robert', company: 'Acme' })),
    ).toBeDefined();
  });

  it('keeps namesakes at different companies, and colleagues apart', () => {
    const a = record({ firstName: 'John', lastName: 'Smith', company: 'Acme' });
    expect(
      matchRecords(a, record({ firstName: 'John', lastName: 'Smith', company: 'Globex' })),
    ).toBeUndefined();
    expect(
      matchRecords(a, record({ firstName: 'Mary', lastName: 'Jones', company: 'Acme' })),
    ).toBeUndefined();
  });
});

describe('emailKey', () => {
  it('drops +tags and Gmail dots', () => {
    expect(emailKey('j.ane+news@googlemail.com')).toBe('jane@gmail.com');
    expect(emailKey('jane+x@acme.com')).toBe('jane@acme.com');
  });
});

describe('DuplicateFinder', () => {
  it('clusters transitively and keeps the most complete row, even when it comes last', () => {
    const finder = new DuplicateFinder();
    finder.add(record({ email: 'a@acme.com' }), 1);
    finder.add(record({ email: 'a@acme.com', phone: '+14155550100' }), 2);
    finder.add(record({ phone: '+14155550100', firstName: 'Ann', lastName: 'Lee', company: 'Acme' }), 5);
    finder.add(record({ email: 'other@acme.com' }), 1);
    const result = finder.resolve();
    expect(Array.from(result.keptIndex)).toEqual([2, 2, -1, -1]);
    expect(result.duplicateRows).toBe(2);
    expect(result.clusters).toBe(1);
  });
});
