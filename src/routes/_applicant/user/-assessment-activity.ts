/**
 * The guards of the questionnaire routes (seed 000 section 4), readable offline: the tracker and
 * the content come from the query cache (restored from the persisted snapshot) when there is
 * no network, and are fetched when there is; online the device's copy shows at once while the
 * server's answer comes (D257).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TrackerActivity } from '../../../../contracts/progress.ts';
import type { Language } from '../../../../contracts/user.ts';
import { assessmentContentQueryOptions } from '../../../features/questionnaire/content.queries.ts';
import type { ActivityRef } from '../../../features/questionnaire/instruction-screen.tsx';
import { i18n } from '../../../lib/i18n.ts';
import type { ActivitySearch } from './-activity-search.ts';
import { findActivity, leaveIfCompleted, readAhead, readCopyFirst } from './-activity-guard.ts';

export { activitySearch, type ActivitySearch } from './-activity-search.ts';

/** Any kind of activity with an assessment, whose completion is known. */
const withAssessment = (activity: TrackerActivity): activity is TrackerActivity & { asmt_id: number } =>
  typeof activity.is_completed === 'boolean' && activity.asmt_id !== null;

/** The current assessment activity, or a redirect: to progress without one, to the tracker once completed. */
export async function loadAssessmentActivity(
  queryClient: QueryClient,
  userId: number,
  search: ActivitySearch,
): Promise<ActivityRef> {
  // The content's read starts with the trackers' (guessed from the device's copy), not after them.
  readAhead(queryClient, userId, search, ({ tracker, activity }) =>
    withAssessment(activity)
      ? assessmentContentQueryOptions(activity.asmt_id, i18n.locale as Language, tracker.ref_id)
      : undefined,
  );
  const found = await findActivity(queryClient, userId, search, withAssessment);
  leaveIfCompleted(found);
  const { tracker, activity, activityId } = found;
  // Fetched now so the screen (and a later offline visit) has it; the screen shows any failure.
  await readCopyFirst(
    queryClient,
    assessmentContentQueryOptions(activity.asmt_id, i18n.locale as Language, tracker.ref_id),
  );
  return { asmtId: activity.asmt_id, refId: tracker.ref_id, jobUuid: tracker.job_uuid, activityId };
}
