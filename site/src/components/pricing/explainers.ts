import type { PricingEntry } from '@leadproof/contract/pricing';

/** One explainer card's text and the order type whose price it shows. */
export interface Explainer {
  id: string;
  orderType: PricingEntry['type'];
  title: string;
  description: string;
  points: readonly string[];
}

/** The pricing page's two explainer cards. */
export const explainers: readonly Explainer[] = [
  {
    id: 'csv-upload',
    orderType: 'upload_csv',
    title: 'CSV Upload & Verification',
    description: 'Upload a list you already have and get it back verified, de-duplicated and scored.',
    points: [
      'E-mail syntax, domain and mailbox checks',
      'Phone validation with line type and E.164 format',
      'Names, companies and countries standardized',
      'Duplicates merged, every contact scored 0–100',
    ],
  },
  {
    id: 'buy-leads',
    orderType: 'buy_leads',
    title: 'Buy Pre-Verified Leads',
    description: 'Describe your ideal customer and receive fresh contacts that passed the same checks.',
    points: [
      'Targeted by industry, company size and region',
      'Job titles your reps sell to',
      'Verified e-mail and phone on every lead',
      'Delivered within 48 hours',
    ],
  },
];
