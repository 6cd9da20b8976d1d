/**
 * Result-type parsing shared by both drivers, so a row reads the same from PGlite and PostgreSQL.
 * Counts (bigint, e.g. `count(*)`) and numerics become numbers: ours stay far below 2^53.
 */
export const INT8_OID = 20;
/** numeric: credit amounts have at most 2 decimals and stay far below 2^53, so a JS number holds them exactly enough. */
export const NUMERIC_OID = 1700;

export function parseNumber(value: string): number {
  return Number(value);
}
