import { describe, expect, it } from 'vitest';
import { filesDeleteAt, orderEndedAt, retentionCutoff } from './files-delete-at';

const ended = {
  status: 'completed' as const,
  completed_at: new Date('2026-11-01T10:00:00.000Z'),
  updated_at: new Date('2026-11-01T10:00:05.000Z'),
  files_deleted_at: null,
};

describe('filesDeleteAt', () => {
  it('is the retention after the order ended, for every final status', () => {
    for (const status of ['completed', 'needs_fix', 'failed'] as const) {
      expect(filesDeleteAt({ ...ended, status }, 30)?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    }
  });

  it('is null while the order is open, with a retention of 0 (kept forever), and once deleted', () => {
    expect(filesDeleteAt({ ...ended, status: 'pending', completed_at: null }, 30)).toBeNull();
    expect(filesDeleteAt({ ...ended, status: 'in_progress', completed_at: null }, 30)).toBeNull();
    expect(filesDeleteAt(ended, 0)).toBeNull();
    expect(filesDeleteAt({ ...ended, files_deleted_at: new Date('2026-11-02T00:00:00Z') }, 30)).toBeNull();
  });

  it("counts from the last update of an order ended without completed_at, as the job's query does", () => {
    expect(orderEndedAt({ ...ended, completed_at: null })).toEqual(ended.updated_at);
    expect(filesDeleteAt({ ...ended, completed_at: null }, 1)?.toISOString()).toBe(
      '2026-11-02T10:00:05.000Z',
    );
  });
});

describe('retentionCutoff', () => {
  it('is `days` before now: an order that ended before it is past the retention', () => {
    expect(retentionCutoff(new Date('2026-12-01T10:00:00.000Z'), 30).toISOString()).toBe(
      '2026-11-01T10:00:00.000Z',
    );
  });
});
