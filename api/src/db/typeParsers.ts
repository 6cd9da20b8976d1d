/**
 * Result-type parsing shared by both drivers, so a row reads the same from PGlite and PostgreSQL.
 * Counts (bigint, e.g. `count(*)`) become numbers: ours stay far below 2^53.
 */
export const INT8_OID = 20;

export function parseInt8(value: string): number {
  return Number(value);
}
