/**
 * The frame of a pathway's staff pages (/pathway/participants and /pathway/setup/*, ?job_id=):
 * the pathway's title, the Participants and Setup tabs and, on setup pages, the setup sections
 * (details, roles, evaluation plan, team members). A pathway that does not exist or that the
 * viewer may not work on says so and links back to the list.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PathwayDetails } from '../../../contracts/pathway-setup.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { TabbedPageHeader } from '../../ui/tabbed-page-header.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { pathwayDetailsQueryOptions } from './pathway-setup.queries.ts';
import './pathway-setup.css';

export function PathwayLayout({
  jobId,
  section,
  children,
}: {
  jobId: number | undefined;
  section: string;
  children: (pathway: PathwayDetails) => ReactNode;
}) {
  const { t } = useLingui();
  const details = useQuery({ ...pathwayDetailsQueryOptions(jobId ?? 0), enabled: jobId !== undefined });
  useDocumentTitle(details.data ? `${section}: ${details.data.title}` : section);
  if (jobId === undefined || details.isError) {
    const status = details.error instanceof ApiError ? details.error.status : undefined;
    return (
      <section className="pathway-setup" aria-labelledby="pathway-missing-title">
        <h1 id="pathway-missing-title" className="pathway-setup__title">
          <Trans>Pathway</Trans>
        </h1>
        <p role={details.isError ? 'alert' : undefined}>
          {jobId === undefined ? (
            <Trans>Choose a pathway in the list of pathways.</Trans>
          ) : status === 404 || status === 403 ? (
            <Trans>This pathway does not exist or you do not have access to it.</Trans>
          ) : (
            errorText(details.error)
          )}
        </p>
        <Link to="/pathways">
          <Trans>Go to pathways</Trans>
        </Link>
      </section>
    );
  }
  const search = { job_id: jobId };
  return (
    <div className="pathway-setup">
      <TabbedPageHeader
        eyebrow={
          <Link to="/pathways">
            <Trans>Pathways</Trans>
          </Link>
        }
        title={details.data?.title ?? t`Loading…`}
        tabsLabel={t`Pathway sections`}
        tabs={[
          { label: <Trans>Participants</Trans>, link: { to: '/pathway/participants', search } },
          {
            label: <Trans>Setup</Trans>,
            link: { to: '/pathway/setup/details', search, activeOptions: { exact: false } },
          },
        ]}
      />
      {details.data && children(details.data)}
    </div>
  );
}

/** A setup page: the setup sections beside (or above, on a phone) the page's heading and body. */
export function PathwaySetupPage({ jobId, title, children }: { jobId: number; title: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const search = { job_id: jobId };
  const links = [
    { to: '/pathway/setup/details', label: <Trans>Details</Trans> },
    { to: '/pathway/setup/pathway-jobs', label: <Trans>Roles</Trans> },
    { to: '/pathway/setup/evaluation-plan', label: <Trans>Evaluation plan</Trans> },
    { to: '/pathway/setup/team-members', label: <Trans>Team members</Trans> },
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
      <section aria-labelledby="setup-page-title">
        <h2 id="setup-page-title" className="smartreq-section-title" style={{ marginTop: 0 }}>
          {title}
        </h2>
        {children}
      </section>
    </div>
  );
}
