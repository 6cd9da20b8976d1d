import { foldKey } from './text';

/** `lp_seniority` buckets, most senior first. */
export type Seniority =
  | 'owner'
  | 'c_level'
  | 'vp'
  | 'director'
  | 'manager'
  | 'senior'
  | 'individual'
  | 'entry'
  | 'unknown';

/** Keyword patterns per bucket over the folded title; checked in order, so "Vice President" wins over "President". */
const RULES: ReadonlyArray<[Seniority, RegExp]> = [
  ['vp', /\b(vice president|vp|svp|evp|avp|vicepresident|vicepresidente|vice presidente)\b/],
  [
    'owner',
    /\b(owner|founder|co founder|cofounder|proprietor|partner|inhaber|gesellschafter|fondateur|fundador|socio)\b/,
  ],
  [
    'c_level',
    /\b(ceo|cfo|coo|cto|cio|cmo|cro|cpo|cso|chro|chief|president|presidente|president directeur general|pdg|geschaftsfuhrer|geschaftsfuhrerin|managing director|general manager|directeur general|director general|director ejecutivo|amministratore delegato|directeur generaal)\b/,
  ],
  [
    'director',
    /\b(director|directeur|directora|direttore|direktor|head of|head|directrice|bereichsleiter)\b/,
  ],
  [
    'manager',
    /\b(manager|mgr|lead|leader|supervisor|gerente|responsable|jefe|jefa|leiter|leiterin|teamleiter|responsabile|manager de)\b/,
  ],
  ['senior', /\b(senior|sr|principal|staff|expert)\b/],
  [
    'entry',
    /\b(intern|internship|trainee|junior|jr|assistant|apprentice|stagiaire|praktikant|becario|werkstudent|graduate)\b/,
  ],
  [
    'individual',
    /\b(specialist|consultant|engineer|developer|architect|analyst|accountant|associate|representative|rep|executive|officer|coordinator|designer|scientist|ingenieur|ingeniero|berater|asesor|commercial)\b/,
  ],
];

/** Seniority bucket of a job title, in English and the main European languages. */
export function toSeniority(title: string): Seniority {
  const key = foldKey(title);
  if (!key) return 'unknown';
  for (const [bucket, pattern] of RULES) if (pattern.test(key)) return bucket;
  return 'unknown';
}
