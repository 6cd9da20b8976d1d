/**
 * The one way leads enter the inventory (the operator's `inventory import` and the demo seed): every
 * row goes through the engine, and only rows the usability rule accepts are kept. A lead already in
 * the inventory (same e-mail) is refreshed with the new data and verification.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type CsvInput, type MxResolver, verifyCsv } from '@leadproof/engine';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { assessLead, type LeadFields, type SkipReason } from './assess-lead';
import { resultsRows } from './results-rows';

/** What an import did, for the operator. */
export type ImportReport = {
  /** Data rows read. */
  rows: number;
  /** New leads added. */
  imported: number;
  /** Leads already in the inventory (same e-mail), updated and re-verified. */
  refreshed: number;
  /** Rows left out, by reason. */
  skipped: Partial<Record<SkipReason, number>>;
};

export type ImportOptions = {
  /** Marks the leads as generated demo data. */
  demo: boolean;
  /** Verify without DNS (embedded mode, and always for demo data: `.example` domains never resolve). */
  offline: boolean;
  /** The DNS to ask (`EMAIL_DNS_SERVERS`). @default the system's */
  resolver?: MxResolver;
  /** `.test` domains are ordinary ones (`EMAIL_TEST_DOMAINS=on`). @default false */
  testDomains?: boolean;
  /** When the verification happened. @default now */
  now?: Date;
};

const BATCH = 500;

/** Verifies `input` through the engine and stores its usable rows as leads. */
export async function importLeads(
  database: Database,
  input: CsvInput,
  options: ImportOptions,
): Promise<ImportReport> {
  const work = await mkdtemp(path.join(tmpdir(), 'leadproof-import-'));
  try {
    const resultsPath = path.join(work, 'results.csv');
    const { results, report } = await verifyCsv(input, {
      offline: options.offline,
      ...(options.resolver ? { resolver: options.resolver } : {}),
      testDomains: options.testDomains ?? false,
      spoolDir: work,
    });
    await pipeline(results, createWriteStream(resultsPath));
    const { mapping } = await report;
    const outcome: ImportReport = { rows: 0, imported: 0, refreshed: 0, skipped: {} };
    const seen = new Set<string>();
    let batch: LeadFields[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const saved = await upsertLeads(database, batch, options);
      outcome.imported += saved.inserted;
      outcome.refreshed += saved.updated;
      batch = [];
    };
    for await (const row of resultsRows(createReadStream(resultsPath), mapping)) {
      outcome.rows++;
      const assessed = assessLead(row, { offline: options.offline });
      const lead = assessed.kind === 'usable' && !seen.has(assessed.lead.email) ? assessed.lead : undefined;
      if (!lead) {
        const reason: SkipReason =
          assessed.kind === 'skip'
            ? assessed.reason
            : assessed.kind === 'unconfirmed'
              ? 'email_unconfirmed'
              : 'duplicate';
        outcome.skipped[reason] = (outcome.skipped[reason] ?? 0) + 1;
        continue;
      }
      seen.add(lead.email);
      batch.push(lead);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    return outcome;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function upsertLeads(
  database: Database,
  leads: LeadFields[],
  options: ImportOptions,
): Promise<{ inserted: number; updated: number }> {
  const now = options.now ?? new Date();
  const rows = await database.db
    .insertInto('leads')
    .values(
      leads.map((lead) => ({
        first_name: lead.firstName,
        last_name: lead.lastName,
        email: lead.email,
        phone_e164: lead.phoneE164,
        title: lead.title,
        seniority: lead.seniority,
        company: lead.company,
        industry: lead.industry,
        company_size_min: lead.companySize?.min ?? null,
        company_size_max: lead.companySize?.max ?? null,
        country: lead.country,
        region: lead.region,
        email_status: lead.emailStatus,
        phone_type: lead.phoneType,
        score: lead.score,
        last_verified_at: now,
        demo: options.demo,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        first_name: eb.ref('excluded.first_name'),
        last_name: eb.ref('excluded.last_name'),
        phone_e164: eb.ref('excluded.phone_e164'),
        title: eb.ref('excluded.title'),
        seniority: eb.ref('excluded.seniority'),
        company: eb.ref('excluded.company'),
        industry: eb.ref('excluded.industry'),
        company_size_min: eb.ref('excluded.company_size_min'),
        company_size_max: eb.ref('excluded.company_size_max'),
        country: eb.ref('excluded.country'),
        region: eb.ref('excluded.region'),
        email_status: eb.ref('excluded.email_status'),
        phone_type: eb.ref('excluded.phone_type'),
        score: eb.ref('excluded.score'),
        last_verified_at: eb.ref('excluded.last_verified_at'),
        demo: eb.ref('excluded.demo'),
        // A fresh, passing verification puts a retired lead back on offer.
        retired_at: null,
        retired_reason: null,
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    // xmax is 0 for a row this statement inserted, and set for one it updated.
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .execute();
  const inserted = rows.filter((row) => row.inserted).length;
  return { inserted, updated: rows.length - inserted };
}
