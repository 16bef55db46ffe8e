/**
 * The job link (/login/applicant/{jobUUID}) before sign-in: the job first, then what applying
 * involves, then "Create an account" and "Sign in", both leading back into the job (D196).
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { JobLinkActivity, JobLinkSummary } from '../../../contracts/job-link.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { stepName } from '../../ui/step-names.ts';
import { activityLabel, type KindLabelOf } from './activity-label.ts';
import '../../ui/form/button.css';
import './job-link.css';

/** What the link's job is: its summary, or why there is none to show. */
export type JobLinkState =
  { kind: 'open'; job: JobLinkSummary } | { kind: 'closed' } | { kind: 'unknown' } | { kind: 'unreachable' };

export interface JobLinkPageProps {
  state: JobLinkState;
  /** Where signing up or in leads: into the job (the route builds it from the link). */
  destination: string;
  /** The language switch; routes pass it in (features do not import the layout feature). */
  languageSwitch: ReactNode;
  onRetry: () => void;
  /** Each activity kind's name (routes pass src/kinds/labels.ts `kindLabelOf`). */
  kindLabel: KindLabelOf;
}

export function JobLinkPage({ state, destination, languageSwitch, onRetry, kindLabel }: JobLinkPageProps) {
  return (
    <div className="auth-page job-link">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="auth-page__header">
        <span className="auth-page__brand">
          <span className="auth-page__mark" aria-hidden="true">
            A
          </span>
          Assay
        </span>
        {languageSwitch}
      </header>
      <main className="auth-card job-link__card" id="main" tabIndex={-1}>
        {state.kind === 'open' ? (
          <OpenJob job={state.job} destination={destination} kindLabel={kindLabel} />
        ) : (
          <NoJob kind={state.kind} destination={destination} onRetry={onRetry} />
        )}
      </main>
    </div>
  );
}

function OpenJob({
  job,
  destination,
  kindLabel,
}: {
  job: JobLinkSummary;
  destination: string;
  kindLabel: KindLabelOf;
}) {
  const { t, i18n } = useLingui();
  useDocumentTitle(job.title);
  const minutes = job.total_minutes;
  const place = job.location;
  return (
    <>
      <p className="job-link__company">{job.company_name}</p>
      <h1 className="job-link__title">{job.title}</h1>
      {(place || job.is_remote) && (
        <p className="job-link__place">{job.is_remote ? (place ? t`Remote (${place})` : t`Remote`) : place}</p>
      )}
      {job.description && <p className="job-link__description">{job.description}</p>}

      <section className="job-link__section" aria-labelledby="job-link-involves">
        <h2 id="job-link-involves" className="job-link__heading">
          <Trans>What applying involves</Trans>
        </h2>
        {minutes > 0 && (
          <p className="job-link__time">
            <Plural
              value={minutes}
              one="About # minute in all. You can stop and come back at any time."
              other="About # minutes in all. You can stop and come back at any time."
            />
          </p>
        )}
        {job.steps.length > 0 && (
          <ol className="job-link__steps">
            {job.steps.map((step, index) => (
              <li key={index} className="job-link__step">
                {/* The server chose the reader's version; a built-in name it fell back to is translated here. */}
                <span className="job-link__step-name">{stepName(i18n, step.name)}</span>
                <ul className="job-link__activities">
                  {step.activities.map((activity, at) => (
                    <Activity key={at} activity={activity} kindLabel={kindLabel} />
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
        <p className="job-link__offline">
          <Trans>
            Works offline: once you have opened an activity, you can answer without a connection. Your answers stay on
            this device and are sent when you are back online.
          </Trans>
        </p>
      </section>

      <p className="job-link__lead">
        <Trans>To apply, create an account. It takes a minute.</Trans>
      </p>
      {/* On a phone the two ways in stay at the bottom of the screen while the job is read. */}
      <div className="job-link__actions job-link__actions--apply">
        <Link className="button button--primary button--block" to="/create-account" search={{ redirect: destination }}>
          <Trans>Create an account</Trans>
        </Link>
        <Link className="button button--secondary button--block" to="/login" search={{ redirect: destination }}>
          <Trans>Sign in</Trans>
        </Link>
      </div>
    </>
  );
}

function Activity({ activity, kindLabel }: { activity: JobLinkActivity; kindLabel: KindLabelOf }) {
  const { t, i18n } = useLingui();
  const minutes = activity.minutes;
  const note = activity.is_after_applying
    ? t`later, with the company`
    : activity.needs_connection
      ? t`about ${minutes} min, needs a connection`
      : t`about ${minutes} min`;
  return (
    <li className="job-link__activity">
      <span>{i18n._(activityLabel(kindLabel, activity.type))}</span>
      <span className="job-link__note">{note}</span>
    </li>
  );
}

function NoJob({
  kind,
  destination,
  onRetry,
}: {
  kind: 'closed' | 'unknown' | 'unreachable';
  destination: string;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const title = {
    closed: t`This job is no longer taking applications`,
    unknown: t`We could not find this job`,
    unreachable: t`We could not load this job`,
  }[kind];
  useDocumentTitle(title);
  return (
    <>
      <h1 className="job-link__title">{title}</h1>
      {kind === 'closed' && (
        <p>
          <Trans>The company has closed this position. If you applied before, sign in to see your application.</Trans>
        </p>
      )}
      {kind === 'unknown' && (
        <p>
          <Trans>
            The link may be incomplete, or the job may have been removed. Check that you copied all of the link, or ask
            the company for a new one.
          </Trans>
        </p>
      )}
      {kind === 'unreachable' && (
        <p>
          <Trans>Check your connection, then try again.</Trans>
        </p>
      )}
      <div className="job-link__actions">
        {kind === 'unreachable' && (
          <button type="button" className="button button--primary button--block" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        )}
        {kind !== 'unreachable' && (
          // A closed job's applicants land on their applications, where it says the job is closed.
          <Link
            className="button button--secondary button--block"
            to="/login"
            search={kind === 'closed' ? { redirect: destination } : {}}
          >
            <Trans>Sign in</Trans>
          </Link>
        )}
      </div>
    </>
  );
}
