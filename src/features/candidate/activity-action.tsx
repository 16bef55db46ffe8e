import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OfferSignerStatusCode, OfferStatusCode } from '../../../contracts/offer.ts';
import type { ActivityType, TrackerActivity, TrackerItem } from '../../../contracts/progress.ts';
import type { TrackerStatus } from '../../offline/activity-progress.ts';
import type { CandidateKindDefinition } from '../../ui/activity-shell/candidate-kind.ts';
import { offerOfActivity, offerStage } from './offer-stage.ts';
import { myOffersQueryOptions } from './offers.queries.ts';

/** The candidate side of an activity's kind (src/kinds/candidate.ts, passed down by the route); undefined when it has no screen here. */
export type CandidateKindOf = (type: ActivityType) => CandidateKindDefinition | undefined;

/** Start or Continue for an activity the candidate does on this app. */
function ActivityAction({
  activity,
  title,
  tracker,
  kind,
  hasAttempt,
  isRefused = false,
}: {
  activity: TrackerActivity;
  title: string;
  tracker: Pick<TrackerItem, 'job_uuid' | 'ref_id'>;
  kind: CandidateKindDefinition;
  /** This device has begun the activity (its answers are in IndexedDB). */
  hasAttempt: boolean;
  /** The server refused the result this device keeps: its page says why and sends it again. */
  isRefused?: boolean;
}) {
  const to = kind.screen({
    jobUuid: tracker.job_uuid,
    refId: tracker.ref_id,
    activityId: activity.job_step_activity_id,
  });
  if (isRefused)
    return (
      <span className="tracker-activity__sent">
        <Trans>Not accepted by the server</Trans>{' '}
        <Link {...to} className="tracker-activity__action">
          <Trans>See why</Trans>
          <span className="visually-hidden"> {title}</span>
        </Link>
      </span>
    );
  return (
    <Link {...to} className="tracker-activity__action">
      {kind.isResumable && hasAttempt ? <Trans>Continue</Trans> : <Trans>Start</Trans>}
      <span className="visually-hidden"> {title}</span>
    </Link>
  );
}

/** An offer activity: where the candidate stands on the newest offer sent to them, with a link to read or sign it. */
function OfferState({
  activity,
  title,
  tracker,
}: {
  activity: TrackerActivity;
  title: string;
  tracker: Pick<TrackerItem, 'ref_id'>;
}) {
  const offers = useQuery(myOffersQueryOptions());
  const offer = offers.data ? offerOfActivity(offers.data, tracker.ref_id, activity.job_step_activity_id) : undefined;
  return <OfferProgress offer={offer} title={title} isCompleted={activity.is_completed} />;
}

function OfferProgress({
  offer,
  title,
  isCompleted,
}: {
  offer: { offer_uuid: string; status: OfferStatusCode; my_status: OfferSignerStatusCode } | undefined;
  title: string;
  isCompleted: boolean;
}) {
  const stage = offer ? offerStage(offer.status, offer.my_status) : undefined;
  const read = (label: ReactNode) =>
    offer && (
      <Link to="/offer/$offerUuid" params={{ offerUuid: offer.offer_uuid }} className="tracker-activity__action">
        {label}
        <span className="visually-hidden"> {title}</span>
      </Link>
    );
  if (isCompleted)
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

/** An offer made from the application itself, with no offer step in the plan (D370): shown above the steps once sent. */
export function ApplicationOffer({ refId }: { refId: string }) {
  const { t } = useLingui();
  const offers = useQuery(myOffersQueryOptions());
  const offer = offers.data ? offerOfActivity(offers.data, refId, null) : undefined;
  if (!offer) return null;
  const title = t`Your offer`;
  return (
    <section className="tracker-step" aria-labelledby="tracker-offer-title">
      <h2 id="tracker-offer-title" className="tracker-step__title">
        {title}
      </h2>
      <p className="tracker-activity">
        <OfferProgress offer={offer} title={title} isCompleted={offer.status === 'signed'} />
      </p>
    </section>
  );
}

/**
 * The state column of a tracker activity: done, sent and waiting for the server, the way into it,
 * or not started. `status` weighs the server's answer against this device's (D194); undefined
 * while the device's record is being read, when nothing is shown rather than a Start that may be
 * wrong.
 */
export function ActivityState({
  activity,
  title,
  tracker,
  kindOf,
  status,
}: {
  activity: TrackerActivity;
  /** Its name as the row shows it: the links' accessible names end with it. */
  title: string;
  tracker: Pick<TrackerItem, 'job_uuid' | 'ref_id'>;
  kindOf: CandidateKindOf;
  status: TrackerStatus | undefined;
}) {
  if (activity.activity_type === 'offer') return <OfferState activity={activity} title={title} tracker={tracker} />;
  if (status === 'completed' || activity.is_completed) return <Trans>Completed</Trans>;
  if (status === 'sent')
    return (
      <span className="tracker-activity__sent">
        <Trans>Sent, waiting for the server</Trans>
      </span>
    );
  // An interview happens elsewhere: its time, place and booking are on the interview list.
  if (activity.activity_type === 'interview')
    return (
      <Link to="/user/interview-list/{-$ins}" params={{}} className="tracker-activity__action">
        <Trans>Time and place</Trans>
        <span className="visually-hidden"> {title}</span>
      </Link>
    );
  const kind = kindOf(activity.activity_type);
  if (kind && (kind.isStartable?.(activity) ?? true)) {
    if (status === undefined) return null;
    return (
      <ActivityAction
        activity={activity}
        title={title}
        tracker={tracker}
        kind={kind}
        hasAttempt={status === 'begun'}
        isRefused={status === 'refused'}
      />
    );
  }
  return <Trans>Not started</Trans>;
}
