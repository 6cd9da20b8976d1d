import { foldKey } from './text';

const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

const CA_PROVINCES: Readonly<Record<string, string[]>> = {
  AB: ['Alberta'],
  BC: ['British Columbia', 'Colombie-Britannique'],
  MB: ['Manitoba'],
  NB: ['New Brunswick', 'Nouveau-Brunswick'],
  NL: ['Newfoundland and Labrador', 'Newfoundland', 'Terre-Neuve-et-Labrador'],
  NS: ['Nova Scotia', 'Nouvelle-Écosse'],
  NT: ['Northwest Territories', 'Territoires du Nord-Ouest'],
  NU: ['Nunavut'],
  ON: ['Ontario'],
  PE: ['Prince Edward Island', 'Île-du-Prince-Édouard', 'PEI'],
  QC: ['Quebec', 'Québec', 'PQ'],
  SK: ['Saskatchewan'],
  YT: ['Yukon', 'Yukon Territory'],
};

/** Common abbreviations that are not postal codes. */
const US_ALIASES: Readonly<Record<string, string>> = {
  calif: 'CA',
  cal: 'CA',
  mass: 'MA',
  penn: 'PA',
  penna: 'PA',
  wash: 'WA',
  fla: 'FL',
  tex: 'TX',
  ariz: 'AZ',
  colo: 'CO',
  conn: 'CT',
  ill: 'IL',
  mich: 'MI',
  minn: 'MN',
  wisc: 'WI',
  wis: 'WI',
  'washington dc': 'DC',
  'washington d c': 'DC',
  'd c': 'DC',
};

function index(
  entries: Array<[string, string[]]>,
  aliases: Readonly<Record<string, string>> = {},
): Map<string, string> {
  const map = new Map<string, string>();
  for (const [code, names] of entries) {
    map.set(code.toLowerCase(), code);
    for (const name of names) map.set(foldKey(name), code);
  }
  for (const [alias, code] of Object.entries(aliases)) map.set(alias, code);
  return map;
}

const US_INDEX = index(
  Object.entries(US_STATES).map(([code, name]) => [code, [name]]),
  US_ALIASES,
);
const CA_INDEX = index(Object.entries(CA_PROVINCES));

/**
 * Two-letter US state or Canadian province code from a code or name (`Québec` → `QC`). The row's
 * country decides which list is searched; without one, a value found in only one list is taken.
 */
export function toStateCode(value: string, country: string | undefined): string | undefined {
  const key = foldKey(value);
  if (!key) return undefined;
  if (country === 'US') return US_INDEX.get(key);
  if (country === 'CA') return CA_INDEX.get(key);
  if (country) return undefined;
  const us = US_INDEX.get(key);
  const ca = CA_INDEX.get(key);
  return us && ca ? undefined : (us ?? ca);
}
