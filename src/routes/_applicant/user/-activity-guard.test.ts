import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackerActivity, TrackerDetail, TrackerItem } from '../../../../contracts/progress.ts';
import { trackerKeys } from '../../../features/candidate/progress.queries.ts';
import { findActivity, leaveIfCompleted, ofKind, readAhead } from './-activity-guard.ts';

const tracker: TrackerItem = {
  tracker_title: 'Job Application',
  job_title: 'Customer Support Specialist',
  account_name: 'Demo Company',
  city: null,
  state: null,
  created_at: '2025-01-01T00:00:00.000Z',
  pct_complete: 0,
  remaining_days: 0,
  job_type_id: 2,
  user_id: 7,
  job_uuid: 'job-a',
  ref_id: 'ref-1',
  external_application_id: null,
};

const activity = (over: Partial<TrackerActivity>): TrackerActivity => ({
  job_step_activity_id: 11,
  user_step_id: 1,
  user_step_tracker_id: 1,
  user_step_activity_id: null,
  job_id: 3,
  ref_id: 'ref-1',
  user_id: 7,
  asmt_id: null,
  retake_interval_days: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  is_completed: false,
  remaining_days: 0,
  title: 'Video answers',
  activity_type: 'video',
  ...over,
});

/** The cache as the persisted snapshot restores it; the guard reads only the cache offline. */
function offlineCache(activities: TrackerActivity[]): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(trackerKeys.list(7), [tracker]);
  const detail: TrackerDetail = { tracker, steps: [{ job_step_id: 1, name: 'Step', sort_order: 1, activities }] };
  queryClient.setQueryData(trackerKeys.detail('ref-1'), detail);
  return queryClient;
}

/** Where a guard sent the candidate (a thrown redirect), or 'stayed'. */
async function destination(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
    return 'stayed';
  } catch (thrown) {
    const { to, search } = (thrown as { options: { to: string; search?: unknown } }).options;
    return search === undefined ? to : { to, search };
  }
}

const search = { jobUuid: 'job-a', activityId: '11' };

describe('the shared guard of the activity routes, offline', () => {
  beforeEach(() => onlineManager.setOnline(false));
  afterEach(() => onlineManager.setOnline(true));

  it('given the activity of the search and of the kind, then it is found with its tracker', async () => {
    const found = await findActivity(offlineCache([activity({})]), 7, search, ofKind('video'));
    expect(found.tracker.ref_id).toBe('ref-1');
    expect(found.activity.job_step_activity_id).toBe(11);
    expect(found.activityId).toBe(11);
  });

  it('given no tracker, no such activity, another kind or an unknown completion, then My Progress', async () => {
    const empty = new QueryClient();
    expect(await destination(() => findActivity(empty, 7, search, ofKind('video')))).toBe('/user/progress');
    const cache = offlineCache([activity({})]);
    expect(await destination(() => findActivity(cache, 7, { ...search, activityId: '12' }, ofKind('video')))).toBe(
      '/user/progress',
    );
    expect(await destination(() => findActivity(cache, 7, search, ofKind('onboarding')))).toBe('/user/progress');
    const unknown = offlineCache([activity({ is_completed: null as unknown as boolean })]);
    expect(await destination(() => findActivity(unknown, 7, search, ofKind('video')))).toBe('/user/progress');
    expect(await destination(() => findActivity(unknown, 7, search, (a) => a.activity_type === 'video'))).toBe(
      'stayed',
    );
  });

  it('given a completed activity, then back to its tracker; an open one stays', async () => {
    const done = await findActivity(offlineCache([activity({ is_completed: true })]), 7, search, ofKind('video'));
    expect(await destination(async () => leaveIfCompleted(done))).toEqual({
      to: '/user/progress-tracker',
      search: { jobUuid: 'job-a', refId: 'ref-1' },
    });
    const open = await findActivity(offlineCache([activity({})]), 7, search, ofKind('video'));
    expect(await destination(async () => leaveIfCompleted(open))).toBe('stayed');
  });
});

describe('the reads a guard makes, online', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The paths fetched, which are never answered: what is asked before any answer has come is what went together. */
  const askedPaths = () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        asked.push(new URL(url, 'http://localhost').pathname);
        return new Promise<Response>(() => {});
      }),
    );
    return asked;
  };

  it('given the copy on the device, then the trackers, the tracker and the next read are asked for together', async () => {
    const asked = askedPaths();
    const cache = offlineCache([activity({ asmt_id: 3 })]);
    readAhead(cache, 7, search, ({ tracker, activity }) => ({
      queryKey: ['next', tracker.ref_id, activity.asmt_id],
      queryFn: () => fetch('/api/next/').then(() => null),
    }));
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    expect(asked.sort()).toEqual([
      '/api/next/',
      '/api/user/v1/progress-tracker/ref-1/',
      '/api/user/v1/progress-tracker/user/7/',
    ]);
  });

  it("given no copy on the device, then the search's tracker is asked for with the trackers", async () => {
    const asked = askedPaths();
    readAhead(new QueryClient(), 7, { ...search, refId: 'ref-2' }, () => undefined);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.sort()).toEqual(['/api/user/v1/progress-tracker/ref-2/', '/api/user/v1/progress-tracker/user/7/']);
  });
});
