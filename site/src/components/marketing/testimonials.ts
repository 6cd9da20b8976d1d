/** The landing page's testimonials. People and companies are fictitious. */

/** One testimonial card. */
export interface Testimonial {
  id: string;
  /** Who said it. */
  name: string;
  /** Their role and company. */
  designation: string;
  content: string;
}

/** The cards of the rotating stack, in rotation order. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'maya-okafor',
    name: 'Maya Okafor',
    designation: 'Head of Sales Development, Brightlane',
    content:
      'Our SDRs lost half of every morning to numbers that rang out. After one pass through Leadproof our connect rate went from 4% to 19% in the first month, with the same team and the same scripts.',
  },
  {
    id: 'daniel-reyes',
    name: 'Daniel Reyes',
    designation: 'Revenue Operations Lead, Helio Freight',
    content:
      'We had 38,000 contacts in the CRM and nobody trusted them. Leadproof merged 6,200 duplicates, fixed every phone format and flagged the dead domains. The clean file was back in under two days.',
  },
  {
    id: 'priya-nair',
    name: 'Priya Nair',
    designation: 'Growth Marketing Manager, Novaroot',
    content:
      'The connect score changed how we sequence. Reps call the top fifth first and e-mail the rest, and our bounce rate is under 2% for the first time.',
  },
  {
    id: 'tom-lindqvist',
    name: 'Tom Lindqvist',
    designation: 'VP of Sales, Ledgerline',
    content:
      'Source + Verify gave us 1,500 finance leaders at mid-market logistics companies, already verified. That one list booked 41 first meetings in a quarter.',
  },
];
