import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { JOB_TYPE, type TrackerActivity, type TrackerItem } from '../../../contracts/progress.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { companyText, companyTextInReaderLanguage, type BuiltInTitles } from '../../ui/company-text.ts';
import type { TrackerStatus } from '../../offline/activity-progress.ts';
import { ActivityState, ApplicationOffer, type CandidateKindOf } from './activity-action.tsx';
import { ProgressRing } from './progress-ring.tsx';
import { trackerTitleLabel } from './tracker-title.ts';
import { trackerQueryOptions, trackersQueryOptions } from './progress.queries.ts';
import { selectTracker } from './select-tracker.ts';
import { useTrackerStatuses } from './use-tracker-statuses.ts';
import { CandidateNotice } from './candidate-notice.tsx';
import './candidate.css';

const AtsReturnLink = lazy(() => import('./ats-return-link.tsx'));
// Online only, and not needed for the tracker's first paint.
const AccommodationPanel = lazy(() => import('./accommodation-panel.tsx'));
const ActivityReadiness = lazy(() => import('./activity-readiness.tsx'));

export interface TrackerScreenProps {
  userId: number;
  kindOf: CandidateKindOf;
  /** The kinds' built-in activity names, translated where the company kept them (src/ui/company-text.ts). */
  titles: BuiltInTitles;
  /** Each kind's name (src/kinds/labels.ts): what an activity is called where the company wrote no version in the reader's language. */
  kindLabelOf?: KindLabelOf;
  jobUuid?: string;
  refId?: string;
}

function BackLink() {
  return (
    <Link to="/user/progress" className="back-link">
      <span aria-hidden="true">←</span> <Trans>Back to My Progress</Trans>
    </Link>
  );
}

type KindLabelOf = (type: string) => MessageDescriptor | undefined;

/**
 * An activity's name in the reader's language: the company's version, else the kind's built-in name
 * translated, else the kind's own name (D278: a candidate reads no other language's text here).
 */
function activityTitle(
  i18n: I18n,
  activity: TrackerActivity,
  titles: BuiltInTitles,
  defaultLanguage: string | undefined,
  kindLabelOf: KindLabelOf | undefined,
): string {
  return companyText(
    i18n,
    { text: activity.title, versions: activity.title_i18n, defaultLanguage },
    titles,
    kindLabelOf?.(activity.activity_type),
  );
}

function ActivityRow({
  activity,
  tracker,
  kindOf,
  titles,
  kindLabelOf,
  status,
  defaultLanguage,
}: {
  activity: TrackerActivity;
  tracker: TrackerItem;
  kindOf: CandidateKindOf;
  titles: BuiltInTitles;
  kindLabelOf: KindLabelOf | undefined;
  status: TrackerStatus | undefined;
  defaultLanguage: string | undefined;
}) {
  const { i18n } = useLingui();
  const title = activityTitle(i18n, activity, titles, defaultLanguage, kindLabelOf);
  const isDone = activity.is_completed || status === 'completed';
  const kind = isDone || status === 'sent' ? undefined : kindOf(activity.activity_type);
  const isOpen = kind !== undefined && (kind.isStartable?.(activity) ?? true);
  return (
    <li className={`tracker-activity ${isDone ? 'tracker-activity--done' : ''}`}>
      <span className="tracker-activity__icon" aria-hidden="true">
        {isDone ? '✓' : ''}
      </span>
      <span className="tracker-activity__title">
        {title}
        {isOpen && (
          <Suspense fallback={null}>
            <ActivityReadiness kind={kind} refId={tracker.ref_id} activity={activity} />
          </Suspense>
        )}
      </span>
      <span className="tracker-activity__state">
        <ActivityState activity={activity} title={title} tracker={tracker} kindOf={kindOf} status={status} />
      </span>
    </li>
  );
}

/** /user/progress-tracker: the selected tracker's steps and activities with their state. */
export function TrackerScreen({ userId, kindOf, titles, kindLabelOf, jobUuid, refId }: TrackerScreenProps) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Progress tracker`);
  const trackers = useQuery(trackersQueryOptions(userId));
  const selected = trackers.data ? selectTracker(trackers.data, { jobUuid, refId }) : undefined;
  const detail = useQuery({ ...trackerQueryOptions(selected?.ref_id ?? ''), enabled: selected !== undefined });
  const statuses = useTrackerStatuses(detail.data, detail.dataUpdatedAt);
  // Offline or after a failed refresh, what was read before (restored for offline reading) still shows.
  const error = (trackers.data ? null : trackers.error) ?? (detail.data ? null : detail.error);

  if (error) {
    return (
      <section className="candidate-page">
        <BackLink />
        <div className="notice notice--error" role="alert">
          <p>{errorText(error)}</p>
          <Button variant="secondary" onClick={() => void (trackers.isError ? trackers.refetch() : detail.refetch())}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </section>
    );
  }
  if (trackers.isSuccess && !selected) {
    return (
      <section className="candidate-page">
        <BackLink />
        <div className="candidate-empty">
          <p className="candidate-empty__title">
            <Trans>This application was not found</Trans>
          </p>
          <p className="candidate-page__muted">
            <Trans>Open My Progress to see your applications.</Trans>
          </p>
        </div>
      </section>
    );
  }
  if (!detail.data && (trackers.fetchStatus === 'paused' || detail.fetchStatus === 'paused')) {
    return (
      <section className="candidate-page">
        <BackLink />
        <p className="notice notice--warning" role="status">
          <Trans>
            You're offline, and this application was not opened on this device before, so it cannot be shown yet. It
            will open by itself when you're back online.
          </Trans>
        </p>
      </section>
    );
  }
  if (!detail.data) {
    return (
      <section className="candidate-page">
        <p className="candidate-page__muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      </section>
    );
  }

  const { tracker, steps } = detail.data;
  const place = [tracker.city, tracker.state].filter(Boolean).join(', ');
  return (
    <section className="candidate-page" aria-labelledby="tracker-title">
      <BackLink />
      <header className="tracker-head">
        <div>
          <p className="tracker-card__kind">{trackerTitleLabel(tracker.tracker_title, i18n)}</p>
          <h1 id="tracker-title" className="candidate-page__title">
            {tracker.job_title}
          </h1>
          <p className="tracker-card__meta">
            {tracker.account_name}
            {place && <> · {place}</>}
          </p>
          <p className="tracker-card__meta">
            <Trans>
              Started{' '}
              <time dateTime={tracker.created_at}>{i18n.date(tracker.created_at, { dateStyle: 'medium' })}</time>
            </Trans>
          </p>
          {tracker.job_type_id === JOB_TYPE.pathway && (
            <p className="tracker-card__meta">
              <Link to="/user/pathways/report" search={{ refId: tracker.ref_id }}>
                <Trans>View your pathway report</Trans>
              </Link>
            </p>
          )}
          {tracker.external_application_id !== null && tracker.pct_complete === 100 && (
            <Suspense fallback={null}>
              <AtsReturnLink refId={tracker.ref_id} />
            </Suspense>
          )}
        </div>
        <ProgressRing pct={tracker.pct_complete} size={80} />
      </header>
      <ApplicationOffer refId={tracker.ref_id} />
      {steps.length === 0 ? (
        <p className="candidate-page__muted">
          <Trans>There is nothing to do here yet.</Trans>
        </p>
      ) : (
        <ol className="tracker-steps">
          {steps.map((step, index) => (
            <li key={step.job_step_id} className="tracker-step">
              {detail.data.candidate_notice?.before_job_step_id === step.job_step_id && (
                <CandidateNotice
                  refId={tracker.ref_id}
                  notice={detail.data.candidate_notice}
                  steps={steps}
                  titleOf={(activity) =>
                    activityTitle(i18n, activity, titles, detail.data.default_language, kindLabelOf)
                  }
                  companyName={tracker.account_name}
                />
              )}
              <h2 className="tracker-step__title">
                <span className="tracker-step__number">
                  <Trans>Step {index + 1}</Trans>
                </span>{' '}
                {/* Without a version in the reader's language, the step's number alone. */}
                {companyTextInReaderLanguage(
                  i18n,
                  { text: step.name, versions: step.name_i18n, defaultLanguage: detail.data.default_language },
                  titles,
                )}
              </h2>
              <ul className="tracker-step__activities">
                {step.activities.map((activity) => (
                  <ActivityRow
                    key={activity.job_step_activity_id}
                    activity={activity}
                    tracker={tracker}
                    kindOf={kindOf}
                    titles={titles}
                    kindLabelOf={kindLabelOf}
                    defaultLanguage={detail.data.default_language}
                    status={statuses?.get(activity.job_step_activity_id)}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <Suspense fallback={null}>
        <AccommodationPanel refId={tracker.ref_id} />
      </Suspense>
    </section>
  );
}
