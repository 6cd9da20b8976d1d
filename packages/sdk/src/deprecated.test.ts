import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Leadproof } from './client';
import {
  formatMeasuredAccuracy,
  isSettledBounceReport,
  MAX_UPLOAD_BYTES,
  validateCsvFile,
  verifyWebhook,
} from './deprecated';
import { fakeFetch, json, orderFixture } from './internal/fake-fetch';
import { Leadproof as NodeLeadproof } from './node';
import { BounceReports } from './resources/bounce-reports';
import { Orders } from './resources/orders';
import { Webhooks } from './resources/webhooks';

const baseURL = 'https://app.test';
const ticket = { path: 'u/o1.csv', token: 't', bucket: 'uploads' };

/** The four answers of an upload: order id, ticket, storage, upload-complete. */
const uploadAnswers = () => [json({ id: 'o1' }), json(ticket), json({}), json(orderFixture({ id: 'o1' }))];

describe('names deprecated for one release', () => {
  it('client.uploadCsv still runs the four upload steps, as client.orders.upload', async () => {
    const fetch = fakeFetch(...uploadAnswers());
    const client = new Leadproof({ baseURL, fetch, storageFetch: fetch });
    const order = await client.uploadCsv(new File(['email\na@b.c\n'], 'leads.csv'));
    expect(order.id).toBe('o1');
    expect(fetch.calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /api/orders',
      'POST /api/orders/o1/upload-url',
      'PUT /storage/v1/object/upload/sign/uploads/u/o1.csv',
      'POST /api/orders/o1/upload-complete',
    ]);
  });

  it("the Node client's uploadCsv still takes a file path", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lp-deprecated-'));
    try {
      const file = join(dir, 'leads.csv');
      await writeFile(file, 'email\na@b.c\n');
      const fetch = fakeFetch(...uploadAnswers());
      const client = new NodeLeadproof({ baseURL, fetch, storageFetch: fetch });
      expect((await client.uploadCsv(file)).id).toBe('o1');
      expect(JSON.parse(fetch.calls[0]?.body ?? '').requestDetails.fileName).toBe('leads.csv');
      expect(fetch.calls[2]?.body).toBe('email\na@b.c\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('client.waitForOrder still polls until the order ends, as client.orders.poll', async () => {
    const fetch = fakeFetch(
      json(orderFixture({ status: 'in_progress' })),
      json(orderFixture({ status: 'completed' })),
    );
    const order = await new Leadproof({ baseURL, fetch }).waitForOrder('ord_1', { intervalMs: 1 });
    expect(order.status).toBe('completed');
    expect(fetch.calls).toHaveLength(2);
  });

  it('client.uploadToSignedUrl still sends the file to the ticket', async () => {
    const fetch = fakeFetch(json({}));
    await new Leadproof({ baseURL, fetch, storageFetch: fetch }).uploadToSignedUrl(ticket, new Blob(['x\n']));
    expect(fetch.calls[0]).toMatchObject({
      method: 'PUT',
      url: 'https://app.test/storage/v1/object/upload/sign/uploads/u/o1.csv?token=t',
    });
  });

  it('the free helpers are the statics of their resources', () => {
    expect(MAX_UPLOAD_BYTES).toBe(Orders.MAX_UPLOAD_BYTES);
    expect(MAX_UPLOAD_BYTES).toBe(50 * 1024 * 1024);
    expect(validateCsvFile({ name: 'a.txt', size: 1 })).toBe('Only CSV files are allowed');
    expect(validateCsvFile).toBe(Orders.validateFile);
    expect(new Leadproof().orders.validateFile({ name: 'a.csv', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'File size must be less than 50MB',
    );
    const measured = { accuracy: 0.9995, validAddresses: 2000, reportedHardBounces: 1 };
    expect(formatMeasuredAccuracy(measured)).toBe('>99.9%');
    expect(formatMeasuredAccuracy).toBe(Orders.formatMeasuredAccuracy);
    expect(isSettledBounceReport('completed')).toBe(true);
    expect(isSettledBounceReport('processing')).toBe(false);
    expect(isSettledBounceReport).toBe(BounceReports.isSettled);
    expect(verifyWebhook).toBe(Webhooks.verify);
  });
});
