import { describe, expect, it } from 'vitest';
import { selectedDatabaseKinds } from './test-databases';

describe('selectedDatabaseKinds', () => {
  it('is both databases unless LEADPROOF_TEST_DATABASES names some', () => {
    expect(selectedDatabaseKinds(undefined)).toEqual(['pglite', 'postgres']);
    expect(selectedDatabaseKinds(' ')).toEqual(['pglite', 'postgres']);
    expect(selectedDatabaseKinds('postgres')).toEqual(['postgres']);
    expect(selectedDatabaseKinds('Postgres, pglite')).toEqual(['pglite', 'postgres']);
  });

  it('refuses a name it does not know', () => {
    expect(() => selectedDatabaseKinds('pglite,mysql')).toThrow(/unknown mysql/);
  });
});
