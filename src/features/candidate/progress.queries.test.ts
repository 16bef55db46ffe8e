import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TrackerActivity, TrackerDetail } from '../../../contracts/progress.ts';
import { noteActivityCompleted, trackerKeys } from './progress.queries.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';

const activity = (id: number, title: string): TrackerActivity => ({
  job_step_activity_id: id,
  user_step_id: 1,
  user_step_tracker_id: 1,
  user_step_activity_id: null,
  job_id: 1,
  ref_id: REF,
  user_id: 7,
  asmt_id: null,
  retake_interval_days: 0,
  created_at: '2026-11-25T10:00:00.000Z',
  is_completed: false,
  remaining_days: 0,
  title,
  activity_type: 'form',
});

describe('a kind sent online tells the tracker at once (D194)', () => {
  it('given the server confirmed a submit, then the cached tracker says that activity is completed, and only that one, before it is read again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => undefined) } } });
    const detail = {
      tracker: { ref_id: REF },
      steps: [
        {
          job_step_id: 1,
          name: 'Application',
          sort_order: 1,
          activities: [activity(3, 'Form'), activity(4, 'Resume')],
        },
      ],
    } as unknown as TrackerDetail;
    client.setQueryData(trackerKeys.detail(REF), detail);

    await noteActivityCompleted(client, REF, 3);

    const after = client.getQueryData<TrackerDetail>(trackerKeys.detail(REF))!;
    expect(after.steps[0]!.activities.map((a) => [a.job_step_activity_id, a.is_completed])).toEqual([
      [3, true],
      [4, false],
    ]);
    // Read again from the server when next shown.
    expect(client.getQueryState(trackerKeys.detail(REF))?.isInvalidated).toBe(true);
  });
});
