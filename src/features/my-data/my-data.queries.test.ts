import { describe, expect, it } from 'vitest';
import type { DataExport } from '../../../contracts/data-rights.ts';
import { isDownloadable } from './my-data.queries.ts';

const row = (over: Partial<DataExport>): DataExport => ({
  export_id: 'e',
  status: 'ready',
  size_bytes: 10,
  created_at: '2026-01-01T00:00:00Z',
  ready_at: null,
  expires_at: null,
  ...over,
});

describe('isDownloadable', () => {
  it('given a ready archive before its expiry, then it can be downloaded; queued, failed, expired or none cannot', () => {
    const now = Date.parse('2026-01-05T00:00:00Z');
    expect(isDownloadable(row({ expires_at: '2026-01-08T00:00:00Z' }), now)).toBe(true);
    expect(isDownloadable(row({ expires_at: '2026-01-04T00:00:00Z' }), now)).toBe(false);
    expect(isDownloadable(row({ status: 'queued' }), now)).toBe(false);
    expect(isDownloadable(row({ status: 'failed' }), now)).toBe(false);
    expect(isDownloadable(null, now)).toBe(false);
  });
});
