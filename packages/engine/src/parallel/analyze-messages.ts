import type { ColumnMapping } from '../columns/detect';
import type { AnalyzedBatch } from '../verify/analyze-batch';

/** What a worker needs to build its row context. */
export interface AnalyzeWorkerData {
  mapping: ColumnMapping;
  defaultCountry: string | undefined;
  extraDisposableDomains: readonly string[] | undefined;
}

/** A batch of parsed rows for a worker. */
export interface AnalyzeRequest {
  seq: number;
  rows: string[][];
}

/** A worker's answer to one {@link AnalyzeRequest}. */
export type AnalyzeResponse =
  | { seq: number; batch: AnalyzedBatch; error?: undefined }
  | { seq: number; batch?: undefined; error: { message: string; stack?: string } };
