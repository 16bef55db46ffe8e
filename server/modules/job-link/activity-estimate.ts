/**
 * How long a plan activity takes a candidate, for the job link's "what applying involves" (D196),
 * and whether it is part of applying or needs a connection: each kind says so in its server
 * definition (`applying`, server/modules/activity/server-kind.ts). A questionnaire knows its own
 * estimate and a skills test its timed sections; the other kinds take the typical time of a
 * candidate on a phone.
 */
import { SERVER_KINDS } from '../activity-kinds.ts';
import type { EstimatedActivity, KindApplying } from '../activity/index.ts';

const UNKNOWN_KIND_MINUTES = 5;

const applyingByType = new Map<string, KindApplying>(SERVER_KINDS.map((k) => [k.kind.type, k.applying]));

export function estimatedMinutes(activity: EstimatedActivity): number {
  const minutes = applyingByType.get(activity.activity_type)?.minutes;
  if (minutes === undefined) return UNKNOWN_KIND_MINUTES;
  return typeof minutes === 'number' ? minutes : minutes(activity);
}

export const isPartOfApplying = (activityType: string): boolean =>
  applyingByType.get(activityType)?.isLaterWithCompany !== true;
export const needsConnection = (activityType: string): boolean =>
  applyingByType.get(activityType)?.needsConnection === true;
