import type {
  BounceFormat,
  BounceNotRefundableReason,
  BounceReport,
  BounceReportStatus,
} from '@leadproof/contract/bounce-reports';
import type { BadgeVariant } from '@leadproof/ui';
import { shortId } from '../lib/short-id';

/** A report's status in words. */
export const bounceStatusLabels: Record<BounceReportStatus, string> = {
  pending: 'Not uploaded',
  processing: 'Processing',
  completed: 'Completed',
  awaiting_review: 'Awaiting review',
  duplicate: 'Duplicate',
  failed: 'Failed',
};

/** A report's status → badge tone, in the orders' colours: done green, waiting amber, failed red. */
export const bounceStatusTones: Record<BounceReportStatus, BadgeVariant> = {
  pending: 'outline',
  processing: 'info',
  completed: 'success',
  awaiting_review: 'warning',
  duplicate: 'secondary',
  failed: 'destructive',
};

/** The export a report was read as, as its platform names it (docs/bounces.md, Formats). */
export const bounceFormatLabels: Record<BounceFormat, string> = {
  mailchimp_cleaned: 'Mailchimp, cleaned contacts',
  mailchimp_bounced: 'Mailchimp, bounced',
  sendgrid: 'SendGrid bounces',
  postmark: 'Postmark bounces',
  mailgun: 'Mailgun permanent failures',
  ses_json: 'Amazon SES notifications (JSON lines)',
  ses_csv: 'Amazon SES suppression list',
  brevo: 'Brevo events',
  hubspot: 'HubSpot bounced contacts',
  instantly: 'Instantly leads',
  lemlist: 'lemlist activities',
  apollo: 'Apollo contacts',
  generic: 'E-mail and status columns',
};

/** Why some addresses gave nothing back, as a short heading (the report's `message` says the rest). */
export const notRefundableLabels: Record<BounceNotRefundableReason, string> = {
  soft_bounce: 'Soft bounces',
  unknown_bounce: 'Unclear bounces',
  not_checked: 'Not called valid by us',
  called_risky: 'Called risky',
  already_refunded: 'Already refunded',
  awaiting_review: 'Awaiting review in another report',
};

/** A report's name: its file's, else 'Bounce report {short id}'. */
export function bounceReportTitle(report: Pick<BounceReport, 'id' | 'fileName'>): string {
  return report.fileName ?? `Bounce report ${shortId(report.id)}`;
}
