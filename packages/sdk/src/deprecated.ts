/**
 * The SDK's names from before issue 35, kept for one release as aliases of their replacements; delete this file
 * with the next release.
 * @module
 */
import type { OrderUploadParams } from './lib/upload-csv';
import { verifyWebhook as verify } from './lib/verify-webhook';
import type { OrderPollParams } from './lib/wait-for-order';
import { BounceReports, type BounceReportUploadParams } from './resources/bounce-reports';
import { type OrderDownloadParams, Orders } from './resources/orders';

/** @deprecated use `Orders.MAX_UPLOAD_BYTES`; kept for one release. */
export const MAX_UPLOAD_BYTES = Orders.MAX_UPLOAD_BYTES;

/** @deprecated use `Orders.validateFile` (or `client.orders.validateFile`); kept for one release. */
export const validateCsvFile = Orders.validateFile;

/** @deprecated use `Orders.formatMeasuredAccuracy`; kept for one release. */
export const formatMeasuredAccuracy = Orders.formatMeasuredAccuracy;

/** @deprecated use `BounceReports.isSettled`; kept for one release. */
export const isSettledBounceReport = BounceReports.isSettled;

/** @deprecated use `Webhooks.verify` (or `client.webhooks.verify`); kept for one release. */
export const verifyWebhook = verify;

/** @deprecated use `OrderUploadParams`; kept for one release. */
export type UploadCsvOptions = OrderUploadParams;

/** @deprecated use `OrderPollParams`; kept for one release. */
export type WaitForOrderOptions = OrderPollParams;

/** @deprecated use `OrderDownloadParams`; kept for one release. */
export type OrderDownloadOptions = OrderDownloadParams;

/** @deprecated use `BounceReportUploadParams`; kept for one release. */
export type BounceUploadOptions = BounceReportUploadParams;
