import { describe, expect, it } from 'vitest';
import { orderDownloadFileName, orderTitle } from './order-names';

const id = '1a2b3c4d-0000-4000-8000-000000000000';

describe('orderDownloadFileName', () => {
  it('names the downloads of an upload after its file', () => {
    const order = { id, fileName: 'acme-leads.csv' };
    expect(orderDownloadFileName(order, 'results')).toBe('acme-leads.verified.csv');
    expect(orderDownloadFileName(order, 'results', { filter: 'clean' })).toBe('acme-leads.clean.csv');
    expect(orderDownloadFileName(order, 'original')).toBe('acme-leads.original.csv');
    expect(orderDownloadFileName(order, 'results', { extension: 'xlsx' })).toBe('acme-leads.verified.xlsx');
    expect(orderDownloadFileName({ id, fileName: 'Q3 list.v2.CSV' }, 'results')).toBe(
      'Q3 list.v2.verified.csv',
    );
  });

  it('names the original of a workbook upload after its format, whatever the upload was called', () => {
    const workbook = { id, fileName: 'acme-leads.xlsx', originalFormat: 'xlsx' as const };
    expect(orderDownloadFileName(workbook, 'original')).toBe('acme-leads.original.xlsx');
    expect(orderDownloadFileName(workbook, 'results')).toBe('acme-leads.verified.csv');
    expect(orderDownloadFileName({ ...workbook, fileName: null }, 'original')).toBe(
      'order-1a2b3c4d-original.xlsx',
    );
    // Uploads confirmed before the format was recorded were CSV.
    expect(orderDownloadFileName({ id, fileName: 'old.csv', originalFormat: null }, 'original')).toBe(
      'old.original.csv',
    );
  });

  it('keeps the order-{short id} names without a file name, or with one that is all extension', () => {
    expect(orderDownloadFileName({ id, fileName: null }, 'results')).toBe('order-1a2b3c4d-results.csv');
    expect(orderDownloadFileName({ id }, 'original')).toBe('order-1a2b3c4d-original.csv');
    expect(orderDownloadFileName({ id, fileName: '.csv' }, 'results', { filter: 'invalid' })).toBe(
      'order-1a2b3c4d-invalid.csv',
    );
  });
});

describe('orderTitle', () => {
  it('is the file name, else the lead profile, else the short id', () => {
    expect(orderTitle({ id, type: 'upload_csv', fileName: 'acme.csv' })).toBe('acme.csv');
    const leadRequest = {
      source: 'icp' as const,
      count: 1200,
      icp: { industries: ['Software', 'Fintech', 'Retail'], countries: ['US', 'GB', 'DE', 'FR'] },
    };
    expect(orderTitle({ id, type: 'buy_leads', leadRequest })).toBe(
      '1,200 leads · Software, Fintech +1 · US, GB +2',
    );
    expect(orderTitle({ id, type: 'upload_csv', fileName: null })).toBe('Order 1a2b3c4d');
  });
});
