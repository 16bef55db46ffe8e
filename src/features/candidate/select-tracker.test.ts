import { describe, expect, it } from 'vitest';
import type { TrackerItem } from '../../../contracts/progress.ts';
import { newestTrackerForJob, retakeState, selectTracker } from './select-tracker.ts';

const tracker = (over: Partial<TrackerItem>): TrackerItem => ({
  tracker_title: 'Job Application',
  job_title: 'Customer Support Specialist',
  account_name: 'Demo Company',
  city: 'Austin',
  state: 'TX',
  created_at: '2025-01-01T00:00:00.000Z',
  pct_complete: 0,
  remaining_days: 0,
  job_type_id: 2,
  user_id: 1,
  job_uuid: 'job-a',
  ref_id: 'ref-1',
  external_application_id: null,
  ...over,
});

const list = [
  tracker({ ref_id: 'new-b', job_uuid: 'job-b', created_at: '2025-03-01T00:00:00.000Z' }),
  tracker({ ref_id: 'old-a', job_uuid: 'job-a', created_at: '2025-01-01T00:00:00.000Z' }),
  tracker({ ref_id: 'new-a', job_uuid: 'job-a', created_at: '2025-02-01T00:00:00.000Z' }),
];

describe('choosing the tracker to show', () => {
  it('given two trackers for a job, when selecting by jobUuid, then the newest is chosen', () => {
    expect(newestTrackerForJob(list, 'job-a')?.ref_id).toBe('new-a');
    expect(newestTrackerForJob(list, 'job-c')).toBeUndefined();
  });

  it('given a ref_id, then that exact tracker wins; without anything, the newest of all', () => {
    expect(selectTracker(list, { jobUuid: 'job-a', refId: 'old-a' })?.ref_id).toBe('old-a');
    expect(selectTracker(list, { jobUuid: 'job-a', refId: 'gone' })?.ref_id).toBe('new-a');
    expect(selectTracker(list, {})?.ref_id).toBe('new-b');
  });
});

describe('re-apply and re-take', () => {
  it('given remaining_days 0 or less, then a requisition may be re-applied and a pathway re-taken', () => {
    expect(retakeState({ job_type_id: 2, remaining_days: 0 })).toEqual({ kind: 'allowed', isPathway: false });
    expect(retakeState({ job_type_id: 4, remaining_days: -3 })).toEqual({ kind: 'allowed', isPathway: true });
  });

  it('given days still to wait, then it is blocked with the number of days', () => {
    expect(retakeState({ job_type_id: 2, remaining_days: 12 })).toEqual({
      kind: 'waiting',
      isPathway: false,
      days: 12,
    });
  });

  it('given another kind of tracker (an employee profile), then no retake is offered', () => {
    expect(retakeState({ job_type_id: 1, remaining_days: -5 })).toEqual({ kind: 'none' });
  });
});
