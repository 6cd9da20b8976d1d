import type { LeadFacetsResponse, LeadIcp } from '@leadproof/contract/leads';
import { formatNumber } from '../../lib/format-date';
import { SectionCard } from '../../lib/section-card';
import { countryLabel } from './country-picker';
import { companySizeLabel } from './company-size-band';
import * as styles from './new-order.css';
import { seniorityLabels } from './seniority-labels';

/** Props of `PurchasedProfile`. */
export interface PurchasedProfileProps {
  /** The profile the leads were bought with. */
  icp: LeadIcp;
  /** The number of leads asked for. */
  count: number;
  /** The facets' countries, for their names; codes alone without them. */
  countries?: LeadFacetsResponse['countries'];
}

/** The profile a lead purchase was bought with, on its order detail: each criterion, "Any" where none was set. */
export function PurchasedProfile({ icp, count, countries = [] }: PurchasedProfileProps) {
  const criteria: [string, string][] = [
    ['Leads asked for', formatNumber(count)],
    ['Industries', icp.industries.join(', ')],
    ['Countries', icp.countries.map((code) => countryLabel(code, countries)).join(', ')],
    [
      'Seniorities',
      icp.seniorities?.length ? icp.seniorities.map((each) => seniorityLabels[each]).join(', ') : 'Any',
    ],
    ['Title keywords', icp.titleKeywords?.length ? icp.titleKeywords.join(', ') : 'Any'],
    [
      'Company sizes',
      icp.companySizes?.length
        ? icp.companySizes
            .map((range) => companySizeLabel({ min: range.min, max: range.max ?? null }))
            .join(', ')
        : 'Any',
    ],
  ];
  return (
    <SectionCard titleId="purchased-profile-title" title="Ideal customer profile">
      <dl className={styles.profileList}>
        {criteria.map(([term, value]) => (
          <div key={term} className={styles.profileRow}>
            <dt className={styles.profileTerm}>{term}</dt>
            <dd className={styles.profileValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
