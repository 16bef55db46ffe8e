/**
 * A job profile's frame (/jobdetails/*?job_id=): its title and the Participants / Details / Outcomes
 * / Attributes / Measurement plan / Predictive models / Turnover / Performance / Dashboards / Activity
 * tabs around the chosen tab's content. Without a profile it points back to the list; a refusal (another company's, or no access) shows the server's answer.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineNotice } from '../../ui/offline-notice.tsx';
import { TabbedPageHeader } from '../../ui/tabbed-page-header.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { profileQueryOptions } from './job-profiles.queries.ts';
import { profileErrorText } from './profile-texts.ts';
import './job-profiles.css';

export function ProfileLayout({ jobId, children }: { jobId: number | undefined; children: ReactNode }) {
  const { t } = useLingui();
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
          { label: <Trans>Participants</Trans>, link: { to: '/jobdetails/participants', search } },
          { label: <Trans>Details</Trans>, link: { to: '/jobdetails/setup/details', search } },
          { label: <Trans>Outcomes</Trans>, link: { to: '/jobdetails/setup/outcomes', search } },
          { label: <Trans>Attributes</Trans>, link: { to: '/jobdetails/setup/attributes', search } },
          { label: <Trans>Measurement plan</Trans>, link: { to: '/jobdetails/setup/measurement-plans', search } },
          { label: <Trans>Predictive models</Trans>, link: { to: '/jobdetails/setup/predictive-models', search } },
          { label: <Trans>Turnover</Trans>, link: { to: '/jobdetails/dashboard/turnover', search } },
          { label: <Trans>Performance</Trans>, link: { to: '/jobdetails/dashboard/performance', search } },
          { label: <Trans>Dashboards</Trans>, link: { to: '/jobdetails/dashboard/attributes', search } },
          { label: <Trans>Activity</Trans>, link: { to: '/jobdetails/activity', search } },
        ]}
      />
      {children}
    </div>
  );
}
