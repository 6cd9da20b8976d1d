/**
 * The product's defaults that the static pages quote (privacy, terms, help, pricing), read at build time from the
 * API's own configuration schema, so that the pages and the server cannot disagree on them. A deployment that changes
 * one with the environment variable named beside it reviews those pages (docs/deployment.md): static HTML cannot know
 * the value a server runs with, and customer pages do not name environment variables. Only `.astro` pages import
 * this: it runs during the build and ships no JavaScript.
 */
import { envSchema } from '@leadproof/api/config';
import { Orders } from '@leadproof/sdk';

// Every variable unset: the schema's defaults, exactly as a server started without configuration gets them.
const defaults = envSchema.parse({});

/** A default the operator can change, with the variable that changes it. */
export interface ConfiguredDefault {
  value: number;
  variable: string;
}

/** Days an ended order's uploaded list and results are kept before they are deleted (0 would keep them). */
export const fileRetentionDays: ConfiguredDefault = {
  value: defaults.FILE_RETENTION_DAYS,
  variable: 'FILE_RETENTION_DAYS',
};

/** Hours a mailbox check's verdict (stored under a digest of the address) is reused across orders. */
export const mailboxVerdictCacheHours: ConfiguredDefault = {
  value: defaults.EMAIL_SMTP_CACHE_HOURS,
  variable: 'EMAIL_SMTP_CACHE_HOURS',
};

/** Credits a newly confirmed account receives once (the free trial). */
export const freeTrialCredits: ConfiguredDefault = {
  value: defaults.FREE_TRIAL_CREDITS,
  variable: 'FREE_TRIAL_CREDITS',
};

/** The largest list one order accepts, in megabytes (the upload form's and the server's limit). */
export const maxUploadMegabytes = Orders.MAX_UPLOAD_BYTES / (1024 * 1024);
