import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { ActivityType, TrackerActivity, TrackerItem } from '../../../contracts/progress.ts';
import { findAttempt } from '../../offline/attempts.ts';
import { offerOfActivity, offerStage } from './offer-stage.ts';
import { myOffersQueryOptions } from './offers.queries.ts';

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
 * attempt of it (then the link says Continue). Interviews and offers are not done on a screen of
 * their own: ActivityState links them to the interview list and the offer.
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
  return (ACTIVITY_SCREENS as Partial<Record<ActivityType, (typeof ACTIVITY_SCREENS)[keyof typeof ACTIVITY_SCREENS]>>)[
    activity.activity_type
  ];
}

/** Start or Continue for an activity the candidate does on this app. */
function ActivityAction({
  activity,
  tracker,
}: {
  activity: TrackerActivity;
  tracker: Pick<TrackerItem, 'job_uuid' | 'ref_id'>;
}) {
  const hasAttempt = useHasLocalAttempt(tracker.ref_id, activity.job_step_activity_id);
  const screen = screenOf(activity);
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

/** An offer activity: where the candidate stands on the newest offer sent to them, with a link to read or sign it. */
function OfferState({ activity, tracker }: { activity: TrackerActivity; tracker: Pick<TrackerItem, 'ref_id'> }) {
  const offers = useQuery(myOffersQueryOptions());
  const offer = offers.data ? offerOfActivity(offers.data, tracker.ref_id, activity.job_step_activity_id) : undefined;
  const stage = offer ? offerStage(offer.status, offer.my_status) : undefined;
  const read = (label: ReactNode) =>
    offer && (
      <Link to="/offer/$offerUuid" params={{ offerUuid: offer.offer_uuid }} className="tracker-activity__action">
        {label}
        <span className="visually-hidden"> {activity.title}</span>
      </Link>
    );
  if (activity.is_completed)
    return (
      <>
        <Trans>Completed</Trans> {read(<Trans>Read</Trans>)}
      </>
    );
  switch (stage) {
    case 'to_sign':
      return read(<Trans>Read and sign</Trans>);
    case 'waiting':
      return (
        <>
          <Trans>Waiting for the company</Trans> {read(<Trans>Read</Trans>)}
        </>
      );
    case 'declined':
      return <Trans>You declined</Trans>;
    case 'expired':
      return <Trans>Expired</Trans>;
    default:
      return <Trans>Not started</Trans>;
  }
}

/** The state column of a tracker activity: done, the way into it, or not started. */
export function ActivityState({
  activity,
  tracker,
}: {
  activity: TrackerActivity;
  tracker: Pick<TrackerItem, 'job_uuid' | 'ref_id'>;
}) {
  if (activity.activity_type === 'offer') return <OfferState activity={activity} tracker={tracker} />;
  if (activity.is_completed) return <Trans>Completed</Trans>;
  // An interview happens elsewhere: its time, place and booking are on the interview list.
  if (activity.activity_type === 'interview')
    return (
      <Link to="/user/interview-list/{-$ins}" params={{}} className="tracker-activity__action">
        <Trans>Time and place</Trans>
        <span className="visually-hidden"> {activity.title}</span>
      </Link>
    );
  if (isStartableQuestionnaire(activity)) return <ActivityAction activity={activity} tracker={tracker} />;
  return <Trans>Not started</Trans>;
}

function isStartableQuestionnaire(activity: TrackerActivity): boolean {
  if (activity.is_completed || !screenOf(activity)) return false;
  return activity.activity_type !== 'assessment' || activity.asmt_id !== null;
}
