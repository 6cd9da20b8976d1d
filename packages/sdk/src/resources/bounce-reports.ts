import {
  type BounceReport,
  type BounceReportCreateBody,
  type BounceReportStatus,
  bounceReportCreateResponseSchema,
  bounceReportListResponseSchema,
  bounceReportSchema,
} from '@leadproof/contract/bounce-reports';
import type { UploadCompleteBody } from '@leadproof/contract/orders';
import type { RequestOptions } from '../core/options';
import { OffsetPage, PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import { path } from '../internal/path';
import { sleep } from '../internal/signal';
import type { UploadInput, UploadProgress } from '../lib/signed-upload';

/** Statuses a bounce report never leaves. */
const FINAL: readonly BounceReportStatus[] = ['completed', 'awaiting_review', 'duplicate', 'failed'];

/** True once a report's job has run (or a replay was recognised): its figures are final, or wait for review. */
export function isSettledBounceReport(status: BounceReportStatus): boolean {
  return FINAL.includes(status);
}

/** Options of `bounceReports.upload`. */
export interface BounceUploadOptions {
  /** The file's name when the input carries none (streams). */
  name?: string | undefined;
  /** Bytes sent to storage. */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/** `/api/bounce-reports`: the bounce guarantee's reports; `upload` runs the whole signed-upload flow. */
export class BounceReports<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `POST /api/bounce-reports`: a pending report and the signed ticket to upload its bounce log with. */
  create(body: BounceReportCreateBody = {}, options?: RequestOptions) {
    return this._client.post('/api/bounce-reports', bounceReportCreateResponseSchema, { ...options, body });
  }

  /** `POST /api/bounce-reports/{id}/upload-complete`: seals the uploaded log and queues the report. */
  uploadComplete(id: string, body: UploadCompleteBody, options?: RequestOptions) {
    return this._client.post(path`/api/bounce-reports/${id}/upload-complete`, bounceReportSchema, {
      ...options,
      body,
    });
  }

  /** `GET /api/bounce-reports/{id}`: one report, with its matches per order, refund, and what was not refundable. */
  retrieve(id: string, options?: RequestOptions) {
    return this._client.get(path`/api/bounce-reports/${id}`, bounceReportSchema, options);
  }

  /** `GET /api/bounce-reports`: the user's reports, newest first; await for one page, or `for await` for all. */
  list(
    params: { limit?: number; offset?: number } = {},
    options?: RequestOptions,
  ): PagePromise<BounceReport> {
    const fetchPage = async (offset: number | undefined): Promise<OffsetPage<BounceReport>> => {
      const page = await this._client.get('/api/bounce-reports', bounceReportListResponseSchema, {
        ...options,
        query: { limit: params.limit, offset },
        nullOn401: false,
      });
      if (page === null) throw new TypeError('unreachable: nullOn401 is false');
      return new OffsetPage(page.items, page.nextOffset, fetchPage);
    };
    return new PagePromise(() => fetchPage(params.offset));
  }

  /**
   * Reports a bounce log: creates the report, uploads `input` to its signed ticket and confirms it. Resolves with the
   * report as upload-complete returns it (`processing`, or `duplicate` for a file reported before).
   */
  async upload(input: UploadInput, options: BounceUploadOptions = {}): Promise<BounceReport> {
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
  async wait(id: string, options: { signal?: AbortSignal; intervalMs?: number } = {}): Promise<BounceReport> {
    const client = this._client.withOptions({ nullOn401: false });
    for (;;) {
      const report = await client.bounceReports.retrieve(id, { signal: options.signal });
      if (isSettledBounceReport(report.status)) return report;
      await sleep(options.intervalMs ?? 1000, options.signal);
    }
  }
}
