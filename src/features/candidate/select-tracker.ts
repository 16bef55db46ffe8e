/** Which tracker a page shows (seed 000 section 2.4): the jobUuid query selects that job's newest. */
import type { TrackerItem } from '../../../contracts/progress.ts';
// Not from progress.ts: its schemas' imports would put the tracker's notice rules in every candidate page's kit.
import { JOB_TYPE } from '../../../contracts/job-type-codes.ts';

export function newestTrackerForJob(trackers: readonly TrackerItem[], jobUuid: string): TrackerItem | undefined {
  let newest: TrackerItem | undefined;
  for (const tracker of trackers) {
    if (tracker.job_uuid !== jobUuid) continue;
    if (!newest || Date.parse(tracker.created_at) > Date.parse(newest.created_at)) newest = tracker;
  }
  return newest;
}

/** An exact ref_id wins; then the job's newest tracker; then the newest of all. */
export function selectTracker(
  trackers: readonly TrackerItem[],
  search: { jobUuid?: string; refId?: string },
): TrackerItem | undefined {
  if (search.refId) {
    const exact = trackers.find((t) => t.ref_id === search.refId);
    if (exact) return exact;
  }
  if (search.jobUuid) return newestTrackerForJob(trackers, search.jobUuid);
  return trackers[0];
}

export type RetakeState =
  { kind: 'none' } | { kind: 'allowed'; isPathway: boolean } | { kind: 'waiting'; isPathway: boolean; days: number };

/** Re-apply (requisition) or re-take (pathway) once remaining_days is 0 or less (seed 000 section 4). */
export function retakeState(tracker: Pick<TrackerItem, 'job_type_id' | 'remaining_days'>): RetakeState {
  const isPathway = tracker.job_type_id === JOB_TYPE.pathway;
  if (tracker.job_type_id !== JOB_TYPE.requisition && !isPathway) return { kind: 'none' };
  if (tracker.remaining_days <= 0) return { kind: 'allowed', isPathway };
  return { kind: 'waiting', isPathway, days: tracker.remaining_days };
}
