import type {
  BounceReport,
  BounceReportCreateBody,
  BounceReportStatus,
} from '@leadproof/contract/bounce-reports';
import type { UploadCompleteBody } from '@leadproof/contract/orders';
import type { RequestOptions } from '../core/options';
import { OffsetPage, offsetPaged, type PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import { sleep } from '../internal/signal';
import type { UploadInput, UploadProgress } from '../lib/signed-upload';

/** Statuses a bounce report never leaves. */
const FINAL: readonly BounceReportStatus[] = ['completed', 'awaiting_review', 'duplicate', 'failed'];

/** True once a report's job has run (or a replay was recognised): its figures are final, or wait for review. */
function isSettled(status: BounceReportStatus): boolean {
  return FINAL.includes(status);
}

/** Body of `bounceReports.create`: the bounce log's file name, when known. */
export type BounceReportCreateParams = BounceReportCreateBody;

/** Body of `bounceReports.uploadComplete`: the storage path the upload ticket named. */
export type BounceReportUploadCompleteParams = UploadCompleteBody;

/** Query of `bounceReports.list`: page size (default 20, at most 100) and offset. */
export interface BounceReportListParams {
  limit?: number | undefined;
  offset?: number | undefined;
}

/** Options of `bounceReports.wait`. */
export interface BounceReportWaitParams {
  signal?: AbortSignal | undefined;
  /** Pause between polls. @unit milliseconds @default 1000 */
  intervalMs?: number | undefined;
}

/** Options of `bounceReports.upload`. */
export interface BounceReportUploadParams {
  /** The file's name when the input carries none (streams). */
  name?: string | undefined;
  /** Bytes sent to storage. */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/** Routes under /api/bounce-reports: the bounce guarantee's reports; `upload` runs the whole signed-upload flow. */
export class BounceReports<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** True once a report's job has run (or a replay was recognised): its figures are final, or wait for review. */
  static isSettled = isSettled;

  /** `POST /api/bounce-reports`: a pending report and the signed ticket to upload its bounce log with. */
  create(body: BounceReportCreateParams = {}, options?: RequestOptions) {
    return this._client.call('bounceReports.create', { body }, options);
  }

  /** `POST /api/bounce-reports/{id}/upload-complete`: seals the uploaded log and queues the report. */
  uploadComplete(id: string, body: BounceReportUploadCompleteParams, options?: RequestOptions) {
    return this._client.call('bounceReports.uploadComplete', { params: { id }, body }, options);
  }

  /** `GET /api/bounce-reports/{id}`: one report, with its matches per order, refund, and what was not refundable. */
  retrieve(id: string, options?: RequestOptions) {
    return this._client.call('bounceReports.retrieve', { params: { id } }, options);
  }

  /** `GET /api/bounce-reports`: the user's reports, newest first; await for one page, or `for await` for all. */
  list(params: BounceReportListParams = {}, options?: RequestOptions): PagePromise<BounceReport> {
    return offsetPaged(
      params.offset,
      (offset) =>
        this._client.call(
          'bounceReports.list',
          { query: { limit: params.limit, offset } },
          { ...options, nullOn401: false },
        ),
      (page, fetchPage) => new OffsetPage(page.items, page.nextOffset, fetchPage),
    );
  }

  /**
   * Reports a bounce log: creates the report, uploads `input` to its signed ticket and confirms it. Resolves with the
   * report as upload-complete returns it (`processing`, or `duplicate` for a file reported before).
   */
  async upload(input: UploadInput, options: BounceReportUploadParams = {}): Promise<BounceReport> {
    const client = this._client.withOptions({ nullOn401: false });
    const name = options.name ?? (input instanceof Blob ? (input as { name?: string }).name : input.name);
    const request = { signal: options.signal };
    const { report, upload } = await client.bounceReports.create(
      name === undefined ? {} : { fileName: name },
      request,
    );
    await client._signedUpload.upload(upload, input, {
      onProgress: options.onProgress,
      signal: options.signal,
    });
    return client.bounceReports.uploadComplete(report.id, { path: upload.path }, request);
  }

  /** Polls the report until its job has run; `intervalMs` between polls (default 1000). */
  async wait(id: string, options: BounceReportWaitParams = {}): Promise<BounceReport> {
    const client = this._client.withOptions({ nullOn401: false });
    for (;;) {
      const report = await client.bounceReports.retrieve(id, { signal: options.signal });
      if (isSettled(report.status)) return report;
      await sleep(options.intervalMs ?? 1000, options.signal);
    }
  }
}
