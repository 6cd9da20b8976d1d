/** A small list for the filtered downloads' tests: one row of each kind, and which `lp_row`s each filter keeps. */

/**
 * Eleven rows. The test servers check e-mails offline: a well-formed address is `unknown` (safe to send), a
 * malformed one `invalid`, a throwaway one `risky`; `12` and `99` are invalid phones.
 */
export const FILTER_LIST = `${[
  'first_name,last_name,email,phone,company',
  'Ada,Abbott,ada@apex-one.com,+1 415 200 0001,Apex One', // 1 unknown e-mail, valid phone
  'Bruno,Becker,bruno@birch-two.com,12,Birch Two', // 2 unknown e-mail, invalid phone
  'Chiara,Castillo,not-an-address,+1 415 200 0003,Cobalt Three', // 3 invalid e-mail, valid phone
  'Dmitri,Dubois,,+1 415 200 0004,Delta Four', // 4 phone only
  'Elena,Eriksen,,,Ember Five', // 5 nothing to reach
  'Farid,Fischer,farid@@fjord,,Fjord Six', // 6 invalid e-mail, no phone
  'Ada,Abbott,ada@apex-one.com,+1 415 200 0001,Apex One', // 7 duplicate of 1
  'Greta,Guzman,,99,Granite Eight', // 8 invalid phone only
  'Dmitri,Dubois,,+1 415 200 0004,Delta Four', // 9 duplicate of 4
  'Hiro,Haddad,hiro@harbor-ten.com,,Harbor Ten', // 10 unknown e-mail, no phone
  'Ines,Ito,ines@mailinator.com,+1 415 200 0011,Iris Eleven', // 11 risky (disposable) e-mail, valid phone
].join('\n')}\n`;

/** The `lp_row`s of {@link FILTER_LIST} each filter keeps (docs/results-format.md, "Filtered downloads"). */
export const FILTER_ROWS = {
  clean: [1, 4, 10],
  invalid: [2, 3, 6, 8],
  duplicates: [7, 9],
} as const;

/** The `lp_row`s of a results CSV, in order (the engine's column: the last of that name). */
export function lpRows(csv: string): number[] {
  const [header = '', ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  const column = header.split(',').lastIndexOf('lp_row');
  return rows.map((row) => Number(row.split(',')[column]));
}
