import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ActivityType, TrackerActivity, TrackerItem } from '../../../contracts/progress.ts';
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

/**
 * The screen each activity kind opens from the tracker, and whether the device may hold a begun
 * attempt of it (then the link says Continue). Kinds absent here (interview, offer) have no
 * candidate screen yet.
 */
const ACTIVITY_SCREENS = {
  assessment: { to: '/user/assessment-instruction', resumable: true },
  questions: { to: '/user/custom-assessment-questions', resumable: true },
  eeoc: { to: '/user/custom-assessment-questions', resumable: true },
  form: { to: '/jobapplication', resumable: false },
  resume: { to: '/jobapplication', resumable: false },
  typing_test: { to: '/user/typing-tests', resumable: true },
  speed_test: { to: '/user/internet-speed-test', resumable: true },
  skills_test: { to: '/user/skill-test-instruction', resumable: true },
  video: { to: '/user/video-questions', resumable: false },
  language_test: { to: '/user/language-test', resumable: true },
  onboarding: { to: '/user/onboarding', resumable: false },
} as const satisfies Partial<Record<ActivityType, { to: string; resumable: boolean }>>;

function screenOf(activity: TrackerActivity) {
  return (ACTIVITY_SCREENS as Partial<Record<ActivityType, (typeof ACTIVITY_SCREENS)[keyof typeof ACTIVITY_SCREENS]>>)[activity.activity_type];
}

/** Start or Continue for an activity the candidate does on this app; nothing for other kinds. */
export function ActivityAction({ activity, tracker }: { activity: TrackerActivity; tracker: Pick<TrackerItem, 'job_uuid' | 'ref_id'> }) {
  const hasAttempt = useHasLocalAttempt(tracker.ref_id, activity.job_step_activity_id);
  const screen = screenOf(activity);
  // An interview happens elsewhere: its time, place and booking are on the interview list.
  if (activity.activity_type === 'interview' && !activity.is_completed)
    return (
      <Link to="/user/interview-list/{-$ins}" params={{}} className="tracker-activity__action">
        <Trans>Time and place</Trans>
        <span className="visually-hidden"> {activity.title}</span>
      </Link>
    );
  if (!screen) return null;
  return (
    <Link
      to={screen.to}
      search={{ jobUuid: tracker.job_uuid, refId: tracker.ref_id, activityId: activity.job_step_activity_id }}
      className="tracker-activity__action"
    >
      {screen.resumable && hasAttempt ? <Trans>Continue</Trans> : <Trans>Start</Trans>}
      <span className="visually-hidden"> {activity.title}</span>
    </Link>
  );
}

export function isStartableQuestionnaire(activity: TrackerActivity): boolean {
  if (activity.is_completed || !screenOf(activity)) return false;
  return activity.activity_type !== 'assessment' || activity.asmt_id !== null;
}
