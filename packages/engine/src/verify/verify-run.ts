import type { ColumnMapping } from '../columns/detect';
import { createSystemMxResolver, DomainMailChecker } from '../email/mx-resolver';
import { type AnalysisPool, openAnalysisPool } from '../parallel/analysis-pool';
import { WarningLog } from '../report/report';
import { FileRowSpool, MemoryRowSpool, type RowSpool } from '../spool/row-spool';
import type { VerifyOptions } from './options';
import { type CsvInput, isInMemoryInput } from './source';

/** What one verification holds from start to end: its warnings, MX checks, row spool and analysis pool. */
export class VerifyRun {
  readonly warnings: WarningLog;
  readonly checker: DomainMailChecker;
  /** Whether domains are really looked up (not offline). */
  readonly dnsChecked: boolean;
  private pool: AnalysisPool | undefined;

  private constructor(
    private readonly input: CsvInput,
    private readonly options: VerifyOptions,
    readonly spool: RowSpool,
    private readonly defaultCountry: string | undefined,
    warnings: WarningLog,
  ) {
    this.warnings = warnings;
    const resolver = options.offline
      ? undefined
      : (options.resolver ?? createSystemMxResolver(options.dns?.timeoutMs));
    this.dnsChecked = resolver !== undefined;
    this.checker = new DomainMailChecker(resolver, options.dns);
  }

  /** Resolves the default country (warning about an unknown one) and opens the spool. */
  static async open(input: CsvInput, options: VerifyOptions): Promise<VerifyRun> {
    const warnings = new WarningLog(options.maxWarnings ?? 100);
    // The country names, phone metadata and disposable-domain list load only where rows are analysed.
    const defaultCountry = options.country
      ? (await import('../standardize/country')).toCountryCode(options.country)
      : undefined;
    if (options.country && !defaultCountry) {
      warnings.add({
        code: 'unknown_country_option',
        message: `The default country "${options.country}" is not a known country and was ignored.`,
      });
    }
    const spool = isInMemoryInput(input) ? new MemoryRowSpool() : await FileRowSpool.create(options.spoolDir);
    return new VerifyRun(input, options, spool, defaultCountry, warnings);
  }

  /** Opens the analysis pool once the column mapping is known; {@link close} stops it. */
  async openPool(mapping: ColumnMapping): Promise<AnalysisPool> {
    this.pool = await openAnalysisPool(this.input, this.options, {
      mapping,
      defaultCountry: this.defaultCountry,
      extraDisposableDomains: this.options.extraDisposableDomains,
      testDomains: this.options.testDomains,
    });
    return this.pool;
  }

  /** Waits for the MX answers, then warns when DNS failed or its budget ran out. */
  async settleDns(): Promise<void> {
    await this.checker.whenIdle();
    if (this.checker.outage) {
      this.warnings.add({
        code: 'dns_outage',
        message:
          'DNS did not answer for the first e-mail domains of this file, so the rest were not looked up; their addresses are "unknown" with the reason dns_unavailable.',
      });
    }
    if (this.checker.budgetSpent) {
      this.warnings.add({
        code: 'dns_budget',
        message:
          'This file spent its DNS budget (time, domains, or slow or failing domains under one registrable domain), so some e-mail domains were not looked up; their addresses are "unknown" with the reason dns_unavailable.',
      });
    }
  }

  /** Stops the threads at once, without waiting (the results stream was destroyed). */
  stopThreads(): void {
    void this.pool?.close();
  }

  /** Stops the threads and deletes the spool. */
  async close(): Promise<void> {
    await this.pool?.close();
    await this.spool.dispose();
  }
}
