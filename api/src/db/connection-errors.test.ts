import { describe, expect, it } from 'vitest';
import { isDatabaseConnectionError } from './connection-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseConnectionError', () => {
  it.each([
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('read ECONNRESET', 'ECONNRESET'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('connection failure', '08006'),
    new Error('Connection terminated unexpectedly'),
    new Error('Client has encountered a connection error and is not queryable'),
  ])('is true for an unreachable database: $message', (error) => {
    expect(isDatabaseConnectionError(error)).toBe(true);
  });

  it.each([
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('syntax error at or near "selec"', '42601'),
    new TypeError("Cannot read properties of undefined (reading 'id')"),
    'ECONNREFUSED',
    undefined,
  ])('is false for anything else: %s', (error) => {
    expect(isDatabaseConnectionError(error)).toBe(false);
  });
});
