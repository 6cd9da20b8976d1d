// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';
import { countSchema, timestampSchema } from './common';

/** Seniority buckets a lead can be filtered by (the engine's `lp_seniority`, most senior first). */
export const leadSeniorities = [
  'owner',
  'c_level',
  'vp',
  'director',
  'manager',
  'senior',
  'individual',
  'entry',
] as const;

/** One seniority bucket. */
export const leadSenioritySchema = z.enum(leadSeniorities);

/** Most leads one order or quote may ask for. */
export const MAX_LEADS_PER_ORDER = 10_000;

/**
 * A company-size range in employees; `max` absent means "and more". A lead matches when its company's
 * whole size band lies inside the range (a company of 51–200 matches 50–200, not 100–500).
 */
export const companySizeRangeSchema = z
  .object({
    min: z.number().int().min(1),
    max: z.number().int().min(1).optional(),
  })
  .refine((range) => range.max === undefined || range.max >= range.min, {
    message: 'max must be at least min',
    path: ['max'],
  });

const term = z.string().trim().min(1).max(100);

/**
 * The ideal customer profile: which leads to source. Industries match case-insensitively, countries
 * are ISO 3166-1 alpha-2 codes, title keywords match anywhere in the job title (any keyword), and each
 * list left out (or empty) means "any". Industries and countries are required.
 */
export const leadIcpSchema = z.object({
  industries: z.array(term).min(1).max(50),
  countries: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code, e.g. US')
        .transform((code) => code.toUpperCase()),
    )
    .min(1)
    .max(250),
  seniorities: z.array(leadSenioritySchema).max(leadSeniorities.length).optional(),
  titleKeywords: z.array(term).max(20).optional(),
  companySizes: z.array(companySizeRangeSchema).max(10).optional(),
});

/** How many leads an order or quote asks for. */
export const leadCountSchema = z.number().int().min(1).max(MAX_LEADS_PER_ORDER);

/** `POST /api/leads/quote` body: the profile and how many leads. */
export const leadQuoteBodySchema = z.object({ icp: leadIcpSchema, count: leadCountSchema });

/** `POST /api/leads/quote` response. */
export const leadQuoteResponseSchema = z.object({
  /** Leads in the inventory that match the profile. */
  matching: countSchema,
  /** Of those, how many this customer can buy: never one sold to them before, nor one already in their uploads. */
  available: countSchema,
  /** The count asked for. */
  count: countSchema,
  /** Credits per lead (the `buy_leads` price). */
  pricePerRow: z.number().nonnegative(),
  /** `count × pricePerRow`, in credits rounded to 2 decimals: what an order for `count` leads debits. */
  cost: z.number().nonnegative(),
  /** The leads come from the generated demo inventory (fictitious people; embedded mode). */
  demo: z.boolean(),
});

/** `requestDetails` of a `buy_leads` order. */
export const buyLeadsRequestDetailsSchema = z.object({
  source: z.literal('icp'),
  icp: leadIcpSchema,
  count: leadCountSchema,
});

export type LeadSeniority = z.infer<typeof leadSenioritySchema>;
export type CompanySizeRange = z.infer<typeof companySizeRangeSchema>;
export type LeadIcp = z.infer<typeof leadIcpSchema>;
/** The ICP as a caller writes it (country codes in any case). */
export type LeadIcpInput = z.input<typeof leadIcpSchema>;
export type LeadQuoteBody = z.input<typeof leadQuoteBodySchema>;
export type LeadQuoteResponse = z.infer<typeof leadQuoteResponseSchema>;
export type BuyLeadsRequestDetails = z.infer<typeof buyLeadsRequestDetailsSchema>;

/** One value a profile can filter on, with how many leads on offer have it. */
export const leadFacetValueSchema = z.object({ value: z.string(), count: countSchema });

/**
 * `GET /api/leads/facets` response: what the inventory on offer holds, so a form offers only what can match.
 * Each list is ordered by count, most first; counts are leads on offer, before this customer's exclusions.
 */
export const leadFacetsResponseSchema = z.object({
  /** Leads on offer in the inventory this deployment sells from. */
  total: countSchema,
  industries: z.array(leadFacetValueSchema),
  /** ISO 3166-1 alpha-2 codes with their English names. */
  countries: z.array(leadFacetValueSchema.extend({ name: z.string() })),
  seniorities: z.array(z.object({ value: leadSenioritySchema, count: countSchema })),
  /** Company-size bands as the inventory records them; `max` null means "and more". */
  companySizes: z.array(
    z.object({ min: z.number().int().min(1), max: z.number().int().min(1).nullable(), count: countSchema }),
  ),
  /** The inventory is the generated demo inventory (fictitious people; embedded mode). */
  demo: z.boolean(),
});

/** A preset's name: what the user calls a saved profile, unique per user. */
export const leadPresetNameSchema = z.string().trim().min(1, 'Name the preset').max(80);

/** A saved ideal customer profile, per user, to load into the order form or `leadproof leads --preset`. */
export const leadPresetSchema = z.object({
  id: z.string(),
  name: z.string(),
  icp: leadIcpSchema,
  /** The number of leads saved with the profile, if any. */
  count: leadCountSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

/** `GET /api/leads/presets` response: the user's presets, by name. */
export const leadPresetListResponseSchema = z.object({ items: z.array(leadPresetSchema) });

/** `POST /api/leads/presets` body; a name the user already has gets 409. */
export const leadPresetCreateBodySchema = z.object({
  name: leadPresetNameSchema,
  icp: leadIcpSchema,
  count: leadCountSchema.nullable().default(null),
});

/** `POST /api/leads/presets/{id}` body: rename a preset; a name the user already has gets 409. */
export const leadPresetRenameBodySchema = z.object({ name: leadPresetNameSchema });

export type LeadFacetsResponse = z.infer<typeof leadFacetsResponseSchema>;
export type LeadPreset = z.infer<typeof leadPresetSchema>;
export type LeadPresetListResponse = z.infer<typeof leadPresetListResponseSchema>;
export type LeadPresetCreateBody = z.input<typeof leadPresetCreateBodySchema>;
export type LeadPresetRenameBody = z.input<typeof leadPresetRenameBodySchema>;
