/**
 * The requisition builder (/hire/smartreq-builder/...): a stepper over job-title, steps,
 * attributes, questions, details and complete. The job being built travels in ?job_id=, so a
 * reload or a shared link resumes where it was; until a job exists only the first step opens.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { OfflineNotice } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useQuery } from '@tanstack/react-query';
import { BUILDER_STEPS, neighbours, type BuilderStep } from './builder-state.ts';
import { requisitionDetailQueryOptions } from './smartreq.queries.ts';
import './smartreq.css';

export const STEP_LABELS: Record<BuilderStep, MessageDescriptor> = {
  'job-title': msg`Job title`,
  steps: msg`Steps`,
  attributes: msg`Attributes`,
  questions: msg`Questions`,
  details: msg`Details`,
  complete: msg({ message: 'Complete', context: 'requisition builder step' }),
};

export function BuilderLayout({
  step,
  jobId,
  children,
}: {
  step: BuilderStep | undefined;
  jobId: number | undefined;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  // The requisition being built names the page once it exists (the loader has read it).
  const job = useQuery({ ...requisitionDetailQueryOptions(jobId ?? 0), enabled: jobId !== undefined });
  const title = jobId !== undefined ? job.data?.title : undefined;
  const pageName = title ? t`Requisition: ${title}` : t`New requisition`;
  useDocumentTitle(step ? `${pageName} · ${_(STEP_LABELS[step])}` : pageName);
  return (
    <section className="smartreq-page" aria-labelledby="builder-title">
      <OfflineNotice />
      <p>
        <Link to="/hire">
          <Trans>Back to requisitions</Trans>
        </Link>
      </p>
      <h1 id="builder-title" className="smartreq-page__title" style={{ marginBottom: 'var(--space-4)' }}>
        {title ? (
          <Trans>Build the requisition: {title}</Trans>
        ) : jobId ? (
          <Trans>Build the requisition</Trans>
        ) : (
          <Trans>New requisition</Trans>
        )}
      </h1>
      <nav className="builder-stepper" aria-label={t`Builder steps`}>
        <ol>
          {BUILDER_STEPS.map((s, index) => (
            <li key={s}>
              {jobId !== undefined || s === 'job-title' ? (
                <Link
                  to={`/hire/smartreq-builder/${s}`}
                  search={jobId !== undefined ? { job_id: jobId } : {}}
                  activeOptions={{ includeSearch: false }}
                  activeProps={{ className: 'is-current', 'aria-current': 'step' }}
                >
                  <span className="builder-stepper__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {_(STEP_LABELS[s])}
                </Link>
              ) : (
                <span aria-disabled="true">
                  <span className="builder-stepper__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {_(STEP_LABELS[s])}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {children}
    </section>
  );
}

/** A builder step's heading, content, and Back / Next. */
export function BuilderStepPage({
  step,
  jobId,
  title,
  intro,
  children,
  hideNext,
}: {
  step: BuilderStep;
  jobId: number;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  hideNext?: boolean;
}) {
  const { _ } = useLinguiRuntime();
  const { previous, next } = neighbours(step);
  return (
    <div>
      <h2 className="smartreq-section-title" style={{ marginTop: 0 }}>
        {title}
      </h2>
      {intro && (
        <p className="smartreq-muted" style={{ marginBottom: 'var(--space-4)' }}>
          {intro}
        </p>
      )}
      {children}
      <div className="builder-nav">
        {previous ? (
          <Link
            to={`/hire/smartreq-builder/${previous}`}
            search={{ job_id: jobId }}
            className="button button--secondary"
          >
            <Trans>Back: {_(STEP_LABELS[previous])}</Trans>
          </Link>
        ) : (
          <span />
        )}
        {next && !hideNext && (
          <Link to={`/hire/smartreq-builder/${next}`} search={{ job_id: jobId }} className="button button--primary">
            <Trans>Next: {_(STEP_LABELS[next])}</Trans>
          </Link>
        )}
      </div>
    </div>
  );
}
