/**
 * The demo company's sign-ins: who a newcomer, the tests and the journeys sign in as. All share one
 * password. The seeding itself (server/demo/seed-demo.ts) builds the company with the modules' own
 * services, so it stands above them; these names stay here, below everything that signs in with them.
 */

export const DEMO_PASSWORD = 'Assay-demo-1';

export const DEMO_USERS = [
  { email: 'admin@assay.test', first_name: 'Ada', last_name: 'Admin', is_jf_admin: true, what: 'provider admin' },
  {
    email: 'owner@demo-company.test',
    first_name: 'Olivia',
    last_name: 'Owner',
    is_jf_admin: false,
    what: 'Demo Company, every permission',
  },
  {
    email: 'recruiter@demo-company.test',
    first_name: 'Rafael',
    last_name: 'Recruiter',
    is_jf_admin: false,
    what: 'Demo Company, requisitions only',
  },
  {
    email: 'interviewer@demo-company.test',
    first_name: 'Ines',
    last_name: 'Interviewer',
    is_jf_admin: false,
    what: 'Demo Company, interviewer (no flags)',
  },
  {
    email: 'analyst@demo-company.test',
    first_name: 'Ana',
    last_name: 'Analyst',
    is_jf_admin: false,
    what: 'Demo Company, company dashboards only',
  },
  {
    email: 'candidate@assay.test',
    first_name: 'Camille',
    last_name: 'Candidate',
    is_jf_admin: false,
    what: 'candidate',
  },
  {
    email: 'owner@other-company.test',
    first_name: 'Oscar',
    last_name: 'Other',
    is_jf_admin: false,
    what: 'Other Company, every permission',
  },
] as const;
