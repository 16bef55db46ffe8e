/**
 * The requisition page's frame (/smartreq-detail?job_id=): title, status, public link with its
 * Copy button, and the Applicants / Activity / Setup / Dashboard tabs around the chosen tab's content.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { OfflineNotice } from '../../ui/offline-notice.tsx';
import { TabbedPageHeader } from '../../ui/tabbed-page-header.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PublicLink } from './public-link.tsx';
import { StatusBadge } from './requisition-list-screen.tsx';
import { requisitionDetailQueryOptions } from './smartreq.queries.ts';
import './smartreq.css';

export function RequisitionLayout({ jobId, children }: { jobId: number | undefined; children: ReactNode }) {
  const { t } = useLingui();
  const detail = useQuery({ ...requisitionDetailQueryOptions(jobId ?? 0), enabled: jobId !== undefined });
  useDocumentTitle(detail.data?.title ?? t`Requisition`);
  if (jobId === undefined) {
    return (
      <section className="smartreq-page">
        <h1 className="smartreq-page__title">
          <Trans>Requisition</Trans>
        </h1>
        <p>
          <Trans>
            Choose a requisition in the <Link to="/hire">list of requisitions</Link>.
          </Trans>
        </p>
      </section>
    );
  }
  if (detail.isError) {
    return (
      <section className="smartreq-page">
        <h1 className="smartreq-page__title">
          <Trans>Requisition</Trans>
        </h1>
        <p className="smartreq-error" role="alert">
          {errorText(detail.error)}
        </p>
        <Link to="/hire">
          <Trans>Back to requisitions</Trans>
        </Link>
      </section>
    );
  }
  const search = { job_id: jobId };
  return (
    <div className="smartreq-page">
      <OfflineNotice />
      <TabbedPageHeader
        eyebrow={
          <Link to="/hire">
            <Trans>Job Reqs</Trans>
          </Link>
        }
        title={detail.data?.title ?? t`Loading…`}
        tabsLabel={t`Requisition sections`}
        tabs={[
          { label: <Trans>Pipeline</Trans>, link: { to: '/smartreq-detail/pipeline', search } },
          { label: <Trans>Applicants</Trans>, link: { to: '/smartreq-detail/applicants', search } },
          { label: <Trans>Activity</Trans>, link: { to: '/smartreq-detail/activity', search } },
          { label: <Trans>Setup</Trans>, link: { to: '/smartreq-detail/setup', search } },
          { label: <Trans>Dashboard</Trans>, link: { to: '/smartreq-detail/dashboard', search } },
          { label: <Trans>Hiring classes</Trans>, link: { to: '/smartreq-detail/hiring-classes', search } },
        ]}
      />
      {detail.data && (
        <div
          className="requisition-header__meta"
          style={{ marginTop: 'calc(-1 * var(--space-4))', marginBottom: 'var(--space-4)' }}
        >
          <StatusBadge status={detail.data.status} />
          <PublicLink path={detail.data.public_link} />
        </div>
      )}
      {children}
    </div>
  );
}

/** The setup tab's own navigation beside (or above, on a phone) the chosen setup page. */
export function SetupLayout({ jobId, children }: { jobId: number; children: ReactNode }) {
  const { t } = useLingui();
  const search = { job_id: jobId };
  const links = [
    { to: '/smartreq-detail/setup/details', label: <Trans>Details</Trans> },
    { to: '/smartreq-detail/setup/application-form', label: <Trans>Application form</Trans> },
    { to: '/smartreq-detail/setup/attributes', label: <Trans>Attributes</Trans> },
    { to: '/smartreq-detail/setup/team-members', label: <Trans>Team members</Trans> },
    { to: '/smartreq-detail/setup/predictive-models', label: <Trans>Predictive models</Trans> },
    { to: '/smartreq-detail/setup/screening-plan', label: <Trans>Screening plan</Trans> },
    { to: '/smartreq-detail/setup/job-postings', label: <Trans>Job postings</Trans> },
    { to: '/smartreq-detail/setup/configurations', label: <Trans>Configurations</Trans> },
  ] as const;
  return (
    <div className="setup-layout">
      <nav className="setup-nav" aria-label={t`Setup sections`}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} search={search} activeProps={{ 'aria-current': 'page' }}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>{children}</div>
    </div>
  );
}

/** A setup page's heading and body. */
export function SetupPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="setup-page-title">
      <h2 id="setup-page-title" className="smartreq-section-title" style={{ marginTop: 0 }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
