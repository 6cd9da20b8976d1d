import { foldKey } from './text';

/** Street-type words and their short forms, so "Hurley Street" meets "hurley st". */
const STREET_TYPES: ReadonlyArray<[RegExp, string]> = [
  [/street$/, 'st'],
  [/road$/, 'rd'],
  [/avenue$/, 'av'],
  [/ave$/, 'av'],
  [/drive$/, 'dr'],
  [/place$/, 'pl'],
  [/crescent$/, 'cr'],
  [/cres$/, 'cr'],
  [/court$/, 'ct'],
  [/lane$/, 'ln'],
  [/boulevard$/, 'blvd'],
  [/terrace$/, 'tce'],
  [/parade$/, 'pde'],
  [/highway$/, 'hwy'],
  [/circuit$/, 'cct'],
  [/close$/, 'cl'],
  [/square$/, 'sq'],
  [/strasse$/, 'str'],
  [/straße$/, 'str'],
];

/** Matching key for a street line: folded, without spaces (typists split and join words), short street type. */
export function streetKey(value: string): string {
  let key = foldKey(value).replace(/ /g, '');
  for (const [pattern, short] of STREET_TYPES) {
    if (pattern.test(key)) {
      key = key.replace(pattern, short);
      break;
    }
  }
  return key;
}
