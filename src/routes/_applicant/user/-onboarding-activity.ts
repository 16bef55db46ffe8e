/**
 * The guard of the onboarding form route, readable offline like the video route's guard: the
 * tracker comes from the query cache without a network. No tracker or onboarding activity: to
 * progress; completed: to the tracker.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ActivitySearch } from './-activity-search.ts';
import { findActivity, leaveIfCompleted, ofKind } from './-activity-guard.ts';

export interface OnboardingActivityRef {
  refId: string;
  jobUuid: string;
  activityId: number;
}

export async function loadOnboardingActivity(
  queryClient: QueryClient,
  userId: number,
  search: ActivitySearch,
): Promise<OnboardingActivityRef> {
  const found = await findActivity(queryClient, userId, search, ofKind('onboarding'));
  leaveIfCompleted(found);
  const { tracker, activityId } = found;
  return { refId: tracker.ref_id, jobUuid: tracker.job_uuid, activityId };
}
