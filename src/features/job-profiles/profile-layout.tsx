/**
 * A job profile's frame (/jobdetails/*?job_id=): its title and four tabs (Participants, Setup,
 * Dashboards, Activity) around the chosen tab's content. Setup and Dashboards have their own pages,
 * listed under the tabs while one of them is open, so the tab row fits a phone. Without a profile it
 * points back to the list; a refusal (another company's, or no access) shows the server's answer.
 */
import type { ReactNode } from 'react';
import { Link, useRouterState, type LinkOptions } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineNotice } from '../../ui/offline-notice.tsx';
import { TabbedPageHeader } from '../../ui/tabbed-page-header.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PROFILE_BOARDS } from '../../../contracts/job-profile-dashboards.ts';
import { BOARD_TITLES } from './dashboard-board-texts.ts';
import { profileQueryOptions } from './job-profiles.queries.ts';
import { profileErrorText } from './profile-texts.ts';
import './job-profiles.css';

type ProfilePage =
  | '/jobdetails/setup/details'
  | '/jobdetails/setup/outcomes'
  | '/jobdetails/setup/attributes'
  | '/jobdetails/setup/measurement-plans'
  | '/jobdetails/setup/predictive-models'
  | '/jobdetails/dashboard/turnover'
  | '/jobdetails/dashboard/performance'
  | `/jobdetails/dashboard/${(typeof PROFILE_BOARDS)[number]}`;
type Page = { label: ReactNode; to: ProfilePage };

/** A section's pages under the tabs, as links with the current one marked; `carry` keeps the dashboards' filter (D165). */
function SectionPages({
  label,
  pages,
  jobId,
  carry = false,
}: {
  label: string;
  pages: Page[];
  jobId: number;
  carry?: boolean;
}) {
  return (
    <nav aria-label={label} className="profiles__boards">
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              search={carry ? (prev) => ({ ...prev, job_id: jobId }) : { job_id: jobId }}
              activeOptions={{ includeSearch: false }}
              activeProps={{ 'aria-current': 'page' }}
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function useSetupPages(): Page[] {
  return [
    { label: <Trans>Details</Trans>, to: '/jobdetails/setup/details' },
    { label: <Trans>Outcomes</Trans>, to: '/jobdetails/setup/outcomes' },
    { label: <Trans>Attributes</Trans>, to: '/jobdetails/setup/attributes' },
    { label: <Trans>Measurement plan</Trans>, to: '/jobdetails/setup/measurement-plans' },
    { label: <Trans>Predictive models</Trans>, to: '/jobdetails/setup/predictive-models' },
  ];
}

function useDashboardPages(): Page[] {
  const { i18n } = useLingui();
  return [
    { label: <Trans>Turnover</Trans>, to: '/jobdetails/dashboard/turnover' },
    { label: <Trans>Performance</Trans>, to: '/jobdetails/dashboard/performance' },
    ...PROFILE_BOARDS.map((board) => ({
      label: i18n._(BOARD_TITLES[board]),
      to: `/jobdetails/dashboard/${board}` as const,
    })),
  ];
}

export function ProfileLayout({ jobId, children }: { jobId: number | undefined; children: ReactNode }) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const setupPages = useSetupPages();
  const dashboardPages = useDashboardPages();
  const profile = useQuery({ ...profileQueryOptions(jobId ?? 0), enabled: jobId !== undefined });
  useDocumentTitle(profile.data?.title ?? t`Job profile`);
  if (jobId === undefined || profile.isError) {
    return (
      <section className="profile-page">
        <h1 className="profiles__title">
          <Trans>Job profile</Trans>
        </h1>
        {profile.isError && (
          <p className="notice notice--error" role="alert">
            {profileErrorText(profile.error)}
          </p>
        )}
        <p>
          <Trans>
            Choose a profile in the <Link to="/jobprofile">list of job profiles</Link>.
          </Trans>
        </p>
      </section>
    );
  }
  const search = { job_id: jobId };
  const section = (to: LinkOptions['to']) => ({ to, search, activeOptions: { includeSearch: false } });
  return (
    <div className="profile-page">
      <OfflineNotice />
      <TabbedPageHeader
        eyebrow={
          <Link to="/jobprofile">
            <Trans>Profiles</Trans>
          </Link>
        }
        title={profile.data?.title ?? t`Loading…`}
        tabsLabel={t`Profile sections`}
        tabs={[
          { label: <Trans>Participants</Trans>, link: section('/jobdetails/participants') },
          { label: <Trans>Setup</Trans>, link: section('/jobdetails/setup') },
          { label: <Trans>Dashboards</Trans>, link: section('/jobdetails/dashboard') },
          { label: <Trans>Activity</Trans>, link: section('/jobdetails/activity') },
        ]}
      />
      {pathname.startsWith('/jobdetails/setup') && <SectionPages label={t`Setup`} pages={setupPages} jobId={jobId} />}
      {pathname.startsWith('/jobdetails/dashboard') && (
        <SectionPages label={t`Dashboards`} pages={dashboardPages} jobId={jobId} carry />
      )}
      {children}
    </div>
  );
}
