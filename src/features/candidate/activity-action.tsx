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

/** Start or Continue for a questionnaire or a question activity (screening, EEOC); nothing for other kinds yet. */
export function ActivityAction({ activity, tracker }: { activity: TrackerActivity; tracker: Pick<TrackerItem, 'job_uuid' | 'ref_id'> }) {
  const hasAttempt = useHasLocalAttempt(tracker.ref_id, activity.job_step_activity_id);
  if (activity.activity_type === 'form' || activity.activity_type === 'resume') {
    return (
      <Link
        to="/jobapplication"
        search={{ jobUuid: tracker.job_uuid, refId: tracker.ref_id, activityId: activity.job_step_activity_id }}
        className="tracker-activity__action"
      >
        <Trans>Start</Trans>
        <span className="visually-hidden"> {activity.title}</span>
      </Link>
    );
  }
  if (activity.activity_type === 'typing_test' || activity.activity_type === 'speed_test') {
    return (
      <Link
        to={activity.activity_type === 'typing_test' ? '/user/typing-tests' : '/user/internet-speed-test'}
        search={{ jobUuid: tracker.job_uuid, refId: tracker.ref_id, activityId: activity.job_step_activity_id }}
        className="tracker-activity__action"
      >
        {hasAttempt ? <Trans>Continue</Trans> : <Trans>Start</Trans>}
        <span className="visually-hidden"> {activity.title}</span>
      </Link>
    );
  }
  if (activity.activity_type === 'video') {
    return (
      <Link
        to="/user/video-questions"
        search={{ jobUuid: tracker.job_uuid, refId: tracker.ref_id, activityId: activity.job_step_activity_id }}
        className="tracker-activity__action"
      >
        <Trans>Start</Trans>
        <span className="visually-hidden"> {activity.title}</span>
      </Link>
    );
  }
  if (activity.activity_type === 'skills_test') {
    return (
      <Link
        to="/user/skill-test-instruction"
        search={{ jobUuid: tracker.job_uuid, refId: tracker.ref_id, activityId: activity.job_step_activity_id }}
        className="tracker-activity__action"
      >
        {hasAttempt ? <Trans>Continue</Trans> : <Trans>Start</Trans>}
        <span className="visually-hidden"> {activity.title}</span>
      </Link>
    );
  }
  if (activity.activity_type === 'questions' || activity.activity_type === 'eeoc') {
    return (
      <Link
        to="/user/custom-assessment-questions"
        search={{ jobUuid: tracker.job_uuid, refId: tracker.ref_id, activityId: activity.job_step_activity_id }}
        className="tracker-activity__action"
      >
        {hasAttempt ? <Trans>Continue</Trans> : <Trans>Start</Trans>}
        <span className="visually-hidden"> {activity.title}</span>
      </Link>
    );
  }
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
  const isQuestions = activity.activity_type === 'questions' || activity.activity_type === 'eeoc';
  const isForm = activity.activity_type === 'form' || activity.activity_type === 'resume';
  const isDeviceTest = activity.activity_type === 'typing_test' || activity.activity_type === 'speed_test';
  const isSkillsTest = activity.activity_type === 'skills_test';
  const isVideo = activity.activity_type === 'video';
  return ((activity.activity_type === 'assessment' && activity.asmt_id !== null) || isQuestions || isForm || isDeviceTest || isSkillsTest || isVideo) && !activity.is_completed;
}
