import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors/api-error';
import { assertFilesKept, filesDeletedMessage } from './files-deleted-error';

const deletedAt = new Date('2026-12-25T03:00:00.000Z');

describe('filesDeletedMessage', () => {
  it('says the retention deleted them, after how many days, and on which day', () => {
    expect(filesDeletedMessage(deletedAt, 30)).toBe(
      "Files deleted after 30 days: this order's files were deleted on 2026-12-25 under the file retention policy. The order, its figures and its receipt are kept.",
    );
  });

  it('says on which day they were deleted on request', () => {
    expect(filesDeletedMessage(deletedAt, null)).toBe(
      "Files deleted on 2026-12-25: this order's files were deleted on request. The order, its figures and its receipt are kept.",
    );
  });
});

describe('assertFilesKept', () => {
  it('passes while the files are kept', () => {
    expect(() => assertFilesKept({ files_deleted_at: null, files_retention_days: null })).not.toThrow();
  });

  it('throws 410 files_deleted with the message once they are deleted', () => {
    let thrown: unknown;
    try {
      assertFilesKept({ files_deleted_at: deletedAt, files_retention_days: 7 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 410,
      code: 'files_deleted',
      message: /^Files deleted after 7 days/,
    });
  });
});
