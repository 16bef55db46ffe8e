/**
 * The guard of the routes of kinds measured on the device, such as the typing test (seed 000
 * section 4), readable offline: the tracker comes from the query cache (the persisted snapshot) without a network and
 * is fetched with one. No tracker or activity of the kind: to progress; completed: to the tracker.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ActivityType } from '../../../../contracts/progress.ts';
import type { ActivitySearch } from './-activity-search.ts';
import { findActivity, leaveIfCompleted, ofKind } from './-activity-guard.ts';
import type { TextVersions } from '../../../../contracts/company-text.ts';

export interface DeviceActivity {
  refId: string;
  jobUuid: string;
  activityId: number;
  title: string;
  /** Every version of the title, so the screen names it in the reader's language (D256). */
  titleVersions?: TextVersions | undefined;
  jobTitle: string;
}

export async function loadDeviceActivity(
  queryClient: QueryClient,
  userId: number,
  search: ActivitySearch,
  kind: ActivityType,
): Promise<DeviceActivity> {
  const found = await findActivity(queryClient, userId, search, ofKind(kind));
  leaveIfCompleted(found);
  const { tracker, activity, activityId } = found;
  return {
    refId: tracker.ref_id,
    jobUuid: tracker.job_uuid,
    activityId,
    title: activity.title,
    titleVersions: activity.title_i18n,
    jobTitle: tracker.job_title,
  };
}
