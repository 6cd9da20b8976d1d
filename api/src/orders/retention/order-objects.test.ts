import { describe, expect, it } from 'vitest';
import { orderObjects } from './order-objects';

const ids = { id: 'o1', user_id: 'u1' };

describe('orderObjects', () => {
  it("lists an upload's original (ticket path and sealed copy), results and staged unprobed results", () => {
    expect(
      orderObjects({
        ...ids,
        type: 'upload_csv',
        upload_path: 'u1/o1/original.csv',
        original_file_path: 'u1/o1/original.csv.confirmed',
        result_file_path: 'u1/o1/results.csv',
      }),
    ).toEqual([
      { bucket: 'uploads', path: 'u1/o1/original.csv' },
      { bucket: 'uploads', path: 'u1/o1/original.csv.confirmed' },
      { bucket: 'uploads', path: 'u1/o1/original.xlsx' },
      { bucket: 'results', path: 'u1/o1/results.csv' },
      { bucket: 'results', path: 'u1/o1/results.unprobed.csv' },
    ]);
  });

  it("lists a workbook upload's original.xlsx (and its sealed copy) beside the CSV name older orders used", () => {
    expect(
      orderObjects({
        ...ids,
        type: 'upload_csv',
        upload_path: 'u1/o1/original.xlsx',
        original_file_path: 'u1/o1/original.xlsx.confirmed',
        result_file_path: null,
      }).filter((object) => object.bucket === 'uploads'),
    ).toEqual([
      { bucket: 'uploads', path: 'u1/o1/original.xlsx' },
      { bucket: 'uploads', path: 'u1/o1/original.xlsx.confirmed' },
      { bucket: 'uploads', path: 'u1/o1/original.csv' },
    ]);
  });

  it('lists the paths the pipeline writes to even where the row recorded none', () => {
    expect(
      orderObjects({
        ...ids,
        type: 'upload_csv',
        upload_path: null,
        original_file_path: null,
        result_file_path: null,
      }),
    ).toEqual([
      { bucket: 'uploads', path: 'u1/o1/original.csv' },
      { bucket: 'uploads', path: 'u1/o1/original.xlsx' },
      { bucket: 'results', path: 'u1/o1/results.csv' },
      { bucket: 'results', path: 'u1/o1/results.unprobed.csv' },
    ]);
  });

  it('lists only the results of a lead purchase', () => {
    expect(
      orderObjects({
        ...ids,
        type: 'buy_leads',
        upload_path: null,
        original_file_path: null,
        result_file_path: 'u1/o1/results.csv',
      }),
    ).toEqual([{ bucket: 'results', path: 'u1/o1/results.csv' }]);
  });
});
