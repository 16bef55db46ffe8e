import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { TrackerActivity, TrackerItem } from '../../../contracts/progress.ts';
import { findAttempt } from '../../offline/attempts.ts';

/** Whether this device has begun the activity (its answers are in IndexedDB). */
function useHasLocalAttempt(refId: string, activityId: number): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    let live = true;
    findAttempt(refId, activityId)
      .then((attempt) => live && setHas(attempt !== undefined))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [refId, activityId]);
  return has;
}

/** Start or Continue for a questionnaire the candidate can take; nothing for other kinds yet. */
export function ActivityAction({ activity, tracker }: { activity: TrackerActivity; tracker: Pick<TrackerItem, 'job_uuid' | 'ref_id'> }) {
  const hasAttempt = useHasLocalAttempt(tracker.ref_id, activity.job_step_activity_id);
  return (
    <Link
      to="/user/assessment-instruction"
      search={{ jobUuid: tracker.job_uuid, refId: tracker.ref_id, activityId: activity.job_step_activity_id }}
      className="tracker-activity__action"
    >
      {hasAttempt ? <Trans>Continue</Trans> : <Trans>Start</Trans>}
      <span className="visually-hidden"> {activity.title}</span>
    </Link>
  );
}

export function isStartableQuestionnaire(activity: TrackerActivity): boolean {
  return activity.activity_type === 'assessment' && activity.asmt_id !== null && !activity.is_completed;
}
