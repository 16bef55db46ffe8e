/**
 * Staff routes load before they render (issue 42): a staff route file that renders a screen has a
 * `loader` that ensures the screen's data (the same `queryOptions` its component reads with
 * `useSuspenseQuery`), so the page arrives whole instead of fetching after it mounts. Routes that
 * only redirect render nothing and need none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = import.meta.dirname;

/**
 * Route files still fetching after they mount, relative to src/routes; they are being converted.
 * Two lists so the two areas shrink theirs apart; an entry that has gained a loader fails below,
 * so the lists only get shorter.
 */
const HIRING_AND_INTERVIEW_ROUTES_PENDING: string[] = [];
const ACCOUNT_ADMIN_AND_SETTINGS_ROUTES_PENDING = [
  '_staff/account/dashboard.tsx',
  '_staff/account/dashboard/applicant-overview.tsx',
  '_staff/account/dashboard/attributes.tsx',
  '_staff/account/dashboard/company-funnel-analytics.tsx',
  '_staff/account/dashboard/company-hiring-classes.tsx',
  '_staff/account/dashboard/company-language-assessment.tsx',
  '_staff/account/dashboard/company-overview.tsx',
  '_staff/account/dashboard/company-source-effectiveness.tsx',
  '_staff/account/dashboard/custom.tsx',
  '_staff/account/dashboard/eeoc.tsx',
  '_staff/account/dashboard/hiring-process-fidelity.tsx',
  '_staff/account/dashboard/interview-overview.tsx',
  '_staff/account/dashboard/interview.tsx',
  '_staff/account/dashboard/interviewers.tsx',
  '_staff/account/dashboard/performance.tsx',
  '_staff/account/dashboard/screening-questions.tsx',
  '_staff/account/dashboard/time-to-hire.tsx',
  '_staff/account/dashboard/turnover.tsx',
  '_staff/admin/account-settings/account-preferences.tsx',
  '_staff/admin/account-settings/integration-maps.tsx',
  '_staff/admin/customers.tsx',
  '_staff/admin/legal-documents.tsx',
  '_staff/admin/mail-log.tsx',
  '_staff/admin/measurements/index.tsx',
  '_staff/admin/measurements/settings/attributes.tsx',
  '_staff/admin/measurements/settings/skills-test/$id/details.tsx',
  '_staff/admin/measurements/settings/skills-test/list.tsx',
  '_staff/admin/measurements/settings/skills-test/new.tsx',
  '_staff/admin/measurements/settings/skills-test/questions.tsx',
  '_staff/admin/measurements/settings/skills-test/sections/$id/details.tsx',
  '_staff/admin/measurements/settings/skills-test/sections/index.tsx',
  '_staff/admin/measurements/settings/skills-test/sections/new.tsx',
  '_staff/company-usage.tsx',
  '_staff/email-editor/$templateName.tsx',
  '_staff/email-editor/index.tsx',
  '_staff/jobdetails.tsx',
  '_staff/jobdetails/activity.tsx',
  '_staff/jobdetails/dashboard/activities.tsx',
  '_staff/jobdetails/dashboard/attributes.tsx',
  '_staff/jobdetails/dashboard/interview.tsx',
  '_staff/jobdetails/dashboard/interviewers.tsx',
  '_staff/jobdetails/dashboard/performance.tsx',
  '_staff/jobdetails/dashboard/resume.tsx',
  '_staff/jobdetails/dashboard/satisfaction.tsx',
  '_staff/jobdetails/dashboard/turnover.tsx',
  '_staff/jobdetails/job-detail-participant.tsx',
  '_staff/jobdetails/participants.tsx',
  '_staff/jobdetails/setup/attributes.tsx',
  '_staff/jobdetails/setup/details.tsx',
  '_staff/jobdetails/setup/measurement-plans.tsx',
  '_staff/jobdetails/setup/outcomes.tsx',
  '_staff/jobdetails/setup/predictive-models.tsx',
  '_staff/jobprofile.tsx',
  '_staff/people.tsx',
  '_staff/people_.$employeeId.tsx',
  '_staff/settings/mail-log.tsx',
  '_staff/settings/measurement/job-assessments/$id.tsx',
  '_staff/settings/measurement/job-assessments/index.tsx',
  '_staff/settings/measurement/job-assessments/new.tsx',
  '_staff/settings/measurement/job-assessments/preview/$id.tsx',
  '_staff/settings/measurement/job-assessments/sections/$id.tsx',
  '_staff/settings/measurement/job-assessments/sections/new.tsx',
  '_staff/settings/templates/email.tsx',
  '_staff/styleguide.tsx',
  '_staff/user/$id.tsx',
  '_staff/users.tsx',
];
const PENDING = new Set([...HIRING_AND_INTERVIEW_ROUTES_PENDING, ...ACCOUNT_ADMIN_AND_SETTINGS_ROUTES_PENDING]);

/** The files TanStack Router's generator makes routes of under a folder: every file but those named -*. */
function routeFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROUTES, dir), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('-'))
    .flatMap((entry) =>
      entry.isDirectory()
        ? routeFiles(`${dir}/${entry.name}`)
        : /\.tsx?$/.test(entry.name)
          ? [`${dir}/${entry.name}`]
          : [],
    )
    .sort();
}

const staffRoutes = routeFiles('_staff').map((file) => ({
  file,
  source: fs.readFileSync(path.join(ROUTES, file), 'utf8'),
}));
const hasLoader = (source: string) => /\bloader\s*:/.test(source);
const onlyRedirects = (source: string) => !/\bcomponent\s*:/.test(source) && /throw redirect\(/.test(source);

describe('staff route loaders', () => {
  it('given the staff route files, when one renders a screen, then it has a loader', () => {
    const missing = staffRoutes
      .filter(({ file, source }) => !PENDING.has(file) && !hasLoader(source) && !onlyRedirects(source))
      .map(({ file }) => file);
    expect(missing).toEqual([]);
  });

  it('given the pending list, when a listed route has gained a loader or is gone, then it must leave the list', () => {
    const byFile = new Map(staffRoutes.map(({ file, source }) => [file, source]));
    const stale = [...PENDING].filter((file) => {
      const source = byFile.get(file);
      return source === undefined || hasLoader(source);
    });
    expect(stale).toEqual([]);
  });

  it('given the staff tree, when it is read, then it finds the route files (the test reads the right folder)', () => {
    expect(staffRoutes.length).toBeGreaterThan(100);
    expect(staffRoutes.some(({ source }) => hasLoader(source))).toBe(true);
  });
});
