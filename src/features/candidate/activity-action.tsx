import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { ActivityType, TrackerActivity, TrackerItem } from '../../../contracts/progress.ts';
import { findAttempt } from '../../offline/attempts.ts';
import type { CandidateKindDefinition } from '../../ui/activity-shell/candidate-kind.ts';
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

/** The candidate side of an activity's kind (src/kinds/candidate.ts, passed down by the route); undefined when it has no screen here. */
export type CandidateKindOf = (type: ActivityType) => CandidateKindDefinition | undefined;

/** Start or Continue for an activity the candidate does on this app. */
function ActivityAction({
  activity,
  tracker,
  kind,
}: {
  activity: TrackerActivity;
  tracker: Pick<TrackerItem, 'job_uuid' | 'ref_id'>;
  kind: CandidateKindDefinition;
}) {
  const hasAttempt = useHasLocalAttempt(tracker.ref_id, activity.job_step_activity_id);
  return (
    <Link
      {...kind.screen({ jobUuid: tracker.job_uuid, refId: tracker.ref_id, activityId: activity.job_step_activity_id })}
      className="tracker-activity__action"
    >
      {kind.isResumable && hasAttempt ? <Trans>Continue</Trans> : <Trans>Start</Trans>}
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
  kindOf,
}: {
  activity: TrackerActivity;
  tracker: Pick<TrackerItem, 'job_uuid' | 'ref_id'>;
  kindOf: CandidateKindOf;
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
  const kind = kindOf(activity.activity_type);
  if (kind && (kind.isStartable?.(activity) ?? true))
    return <ActivityAction activity={activity} tracker={tracker} kind={kind} />;
  return <Trans>Not started</Trans>;
}
