import { describe, expect, it } from 'vitest';
import type { TrackerItem } from '../../../contracts/progress.ts';
import { pathwayTarget } from './pathway-target.ts';

const tracker = (ref_id: string, job_type_id: number, created_at: string): TrackerItem =>
  ({ ref_id, job_type_id, created_at, job_uuid: `job-${ref_id}`, job_title: 'T', account_name: 'A' }) as TrackerItem;

const trackers = [
  tracker('old', 4, '2026-01-01T00:00:00Z'),
  tracker('req', 2, '2026-03-01T00:00:00Z'),
  tracker('new', 4, '2026-02-01T00:00:00Z'),
];

describe('which pathway the report shows', () => {
  it('given no choice, then the newest pathway tracker (never a requisition)', () => {
    expect(pathwayTarget(trackers, null, undefined)).toEqual({ refId: 'new', jobUuid: 'job-new' });
  });
  it('given metadata stored by the progress page, then its tracker; an asked ref_id wins over it', () => {
    const metadata = { refId: 'old', jobUuid: 'job-old', pathwayTitle: 'T', accountName: 'A' };
    expect(pathwayTarget(trackers, metadata, undefined)?.refId).toBe('old');
    expect(pathwayTarget(trackers, metadata, 'new')?.refId).toBe('new');
  });
  it("given metadata or a ref_id that is not one of the user's pathways, then they are ignored; no pathway at all, then none", () => {
    expect(
      pathwayTarget(trackers, { refId: 'someone-else', jobUuid: 'x', pathwayTitle: '', accountName: '' }, 'req')?.refId,
    ).toBe('new');
    expect(pathwayTarget([trackers[1]!], null, undefined)).toBeUndefined();
  });
});
