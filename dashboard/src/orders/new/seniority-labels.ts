import type { LeadSeniority } from '@leadproof/contract/leads';

/** What each seniority bucket is called on screen. */
export const seniorityLabels: Record<LeadSeniority, string> = {
  owner: 'Owner',
  c_level: 'C-level',
  vp: 'VP',
  director: 'Director',
  manager: 'Manager',
  senior: 'Senior',
  individual: 'Individual contributor',
  entry: 'Entry level',
};
