/**
 * The permission function against every browser route the three spec documents list (seed 000
 * section 2, seed 001 section 2, seed 002 section 2), for each kind of user. One row per path;
 * the code string gives the expected decision for each user in COLUMNS order:
 * A allow, S sign in first, N not authorized.
 */
import { describe, expect, it } from 'vitest';
import { ROLE_FLAGS } from './user.ts';
import type { RoleEntry, RoleFlag } from './user.ts';
import { ACCESS_RULES, decideAccess, ruleFor, UNDECLARED_LEVEL } from './access.ts';
import { PERMISSIONS } from './permissions.ts';
import type { AccessContext, AccessDecision, AccessSubject } from './access.ts';

const DEMO = 1;
const OTHER = 2;

function role(accountId: number, flags: readonly RoleFlag[]): RoleEntry {
  const entry = {
    account_id: accountId,
    account_name: accountId === DEMO ? 'Demo Company' : 'Other Company',
    role_name: 'Role',
  } as RoleEntry;
  for (const flag of ROLE_FLAGS) entry[flag] = flags.includes(flag);
  return entry;
}

interface Column {
  who: string;
  subject: AccessSubject | undefined;
  context: AccessContext;
}

const COLUMNS: Column[] = [
  { who: 'an anonymous visitor', subject: undefined, context: {} },
  { who: 'a candidate with no role', subject: { is_jf_admin: false, roles: [] }, context: {} },
  {
    who: 'an interviewer (a role with no flags)',
    subject: { is_jf_admin: false, roles: [role(DEMO, [])] },
    context: { accountId: DEMO },
  },
  {
    who: 'a recruiter (smartreq_access only)',
    subject: { is_jf_admin: false, roles: [role(DEMO, ['smartreq_access'])] },
    context: { accountId: DEMO },
  },
  {
    who: 'a company owner (every flag)',
    subject: { is_jf_admin: false, roles: [role(DEMO, ROLE_FLAGS)] },
    context: { accountId: DEMO },
  },
  {
    who: 'another company owner on their own account',
    subject: { is_jf_admin: false, roles: [role(OTHER, ROLE_FLAGS)] },
    context: { accountId: OTHER },
  },
  { who: 'a provider admin', subject: { is_jf_admin: true, roles: [] }, context: {} },
];

const DECISION: Record<string, AccessDecision> = { A: 'allow', S: 'sign-in', N: 'not-authorized' };

// prettier-ignore
const ROUTES: [path: string, expected: string][] = [
  ['/login',                                                      'A A A A A A A'],
  ['/login/applicant/6f1c2d3e',                                   'A A A A A A A'],
  ['/login/participant/6f1c2d3e',                                 'A A A A A A A'],
  ['/login/interview/6f1c2d3e',                                   'A A A A A A A'],
  ['/login/scorecard/6f1c2d3e/42',                                'A A A A A A A'],
  ['/login/admin/6f1c2d3e',                                       'A A A A A A A'],
  ['/login/career-pathways/6f1c2d3e',                             'A A A A A A A'],
  ['/login/interview-list/6f1c2d3e',                              'A A A A A A A'],
  ['/log-in',                                                     'A A A A A A A'],
  ['/log-in/6f1c2d3e',                                            'A A A A A A A'],
  ['/create-account',                                             'A A A A A A A'],
  ['/request-password-reset',                                     'A A A A A A A'],
  ['/reset-password',                                             'A A A A A A A'],
  ['/change-password/17/reset-token',                             'A A A A A A A'],
  ['/not-authorized',                                             'A A A A A A A'],
  ['/not-found',                                                  'A A A A A A A'],
  ['/logout',                                                     'A A A A A A A'],
  ['/',                                                           'S A A A A A A'],
  ['/change-password',                                            'S A A A A A A'],
  ['/start-interview',                                            'A A A A A A A'],
  ['/terms',                                                      'A A A A A A A'],
  ['/privacy',                                                    'A A A A A A A'],
  ['/test',                                                       'A A A A A A A'],
  ['/schedule-interview/6f1c2d3e',                                'A A A A A A A'],
  ['/outcome-review/6f1c2d3e',                                    'A A A A A A A'],
  ['/ats/integration',                                            'A A A A A A A'],
  ['/ats/integration/7',                                          'A A A A A A A'],
  ['/okta/callback',                                              'A A A A A A A'],
  ['/interview',                                                  'S A A A A A A'],
  ['/interview/7',                                                'S A A A A A A'],
  ['/jobapplication',                                             'S A A A A A A'],
  ['/PrintInterestReport',                                        'S A A A A A A'],
  ['/PrintValueReport',                                           'S A A A A A A'],
  ['/PrintPersonalityReport',                                     'S A A A A A A'],
  ['/printscorecard',                                             'S A A A A A A'],
  ['/interviews',                                                 'S A A A A A A'],
  ['/interviews/my-interviews',                                   'S A A A A A A'],
  ['/interviews/my-availability',                                 'S A A A A A A'],
  ['/interviews/my-profile',                                      'S A A A A A A'],
  ['/interviews/7',                                               'S A A A A A A'],
  ['/start-interview/select-applicant',                           'S N A A A A A'],
  ['/performance-review/select-participant',                      'S N A A A A A'],
  ['/start-interview/applicant/interview-list',                   'S A A A A A A'],
  ['/user',                                                       'S A A A A A A'],
  ['/user/7',                                                     'S A A A A A A'],
  ['/user/progress',                                              'S A A A A A A'],
  ['/user/progress-tracker',                                      'S A A A A A A'],
  ['/user/interview-list',                                        'S A A A A A A'],
  ['/user/interview-list/list-9',                                 'S A A A A A A'],
  ['/user/pathways/report',                                       'S A A A A A A'],
  ['/user/reports',                                               'S A A A A A A'],
  ['/user/job-experiences',                                       'S A A A A A A'],
  ['/user/assessment-report/11',                                  'S A A A A A A'],
  ['/user/skill-test-report/12',                                  'S A A A A A A'],
  ['/user/personal-profile',                                      'S A A A A A A'],
  ['/user/job-profile',                                           'S A A A A A A'],
  ['/user/assessment-instruction',                                'S A A A A A A'],
  ['/user/assessment-questions',                                  'S A A A A A A'],
  ['/user/custom-assessment-questions',                           'S A A A A A A'],
  ['/user/typing-tests',                                          'S A A A A A A'],
  ['/user/skill-test',                                            'S A A A A A A'],
  ['/user/internet-speed-test',                                   'S A A A A A A'],
  ['/user/skill-test-instruction',                                'S A A A A A A'],
  ['/user/skill-test-question',                                   'S A A A A A A'],
  ['/user/onboarding',                                            'S A A A A A A'],
  ['/smartreq-detail',                                            'S N N A A A A'],
  ['/smartreq-detail/applicants',                                 'S N N A A A A'],
  ['/smartreq-detail/activity',                                   'S N N A A A A'],
  ['/smartreq-detail/dashboard',                                  'S N N A A A A'],
  ['/smartreq-detail/dashboard/interviews',                       'S N N A A A A'],
  ['/smartreq-detail/dashboard/overview',                         'S N N A A A A'],
  ['/smartreq-detail/dashboard/hiring-process-fidelity',          'S N N A A A A'],
  ['/smartreq-detail/dashboard/funnel-analytics',                 'S N N A A A A'],
  ['/smartreq-detail/dashboard/language-assessment',              'S N N A A A A'],
  ['/smartreq-detail/dashboard/source-effectiveness',             'S N N A A A A'],
  ['/smartreq-detail/setup',                                      'S N N A A A A'],
  ['/smartreq-detail/setup/details',                              'S N N A A A A'],
  ['/smartreq-detail/setup/application-form',                     'S N N A A A A'],
  ['/smartreq-detail/setup/attributes',                           'S N N A A A A'],
  ['/smartreq-detail/setup/team-members',                         'S N N A A A A'],
  ['/smartreq-detail/setup/predictive-models',                    'S N N A A A A'],
  ['/smartreq-detail/setup/screening-plan',                       'S N N A A A A'],
  ['/smartreq-detail/setup/job-postings',                         'S N N A A A A'],
  ['/smartreq-detail/setup/job-posting-detail/13',                'S N N A A A A'],
  ['/smartreq-detail/setup/configurations',                       'S N N A A A A'],
  ['/smartreq-detail/hiring-classes',                             'S N N A A A A'],
  ['/smartreq-detail-applicant',                                  'S N N A A A A'],
  ['/smartreq-detail-applicant/7',                                'S N N A A A A'],
  ['/applicants',                                                 'S N A A A A A'],
  ['/applicants-multi-compare',                                   'S N A A A A A'],
  ['/smartreq-screening-plan-preview',                            'S N A A A A A'],
  ['/hire',                                                       'S N A A A A A'],
  ['/hire/smartreq-builder',                                      'S N A A A A A'],
  ['/hire/smartreq-builder/job-title',                            'S N A A A A A'],
  ['/hire/smartreq-builder/steps',                                'S N A A A A A'],
  ['/hire/smartreq-builder/attributes',                           'S N A A A A A'],
  ['/hire/smartreq-builder/questions',                            'S N A A A A A'],
  ['/hire/smartreq-builder/details',                              'S N A A A A A'],
  ['/hire/smartreq-builder/complete',                             'S N A A A A A'],
  ['/performance-evaluation/7',                                   'S N A A A A A'],
  ['/pathway',                                                    'S N N N A A A'],
  ['/pathway/participants',                                       'S N N N A A A'],
  ['/pathway/setup',                                              'S N N N A A A'],
  ['/pathway/setup/details',                                      'S N N N A A A'],
  ['/pathway/setup/pathway-jobs',                                 'S N N N A A A'],
  ['/pathway/setup/evaluation-plan',                              'S N N N A A A'],
  ['/pathway/setup/team-members',                                 'S N N N A A A'],
  ['/pathways',                                                   'S N A A A A A'],
  ['/jobprofile',                                                 'S N A A A A A'],
  ['/jobdetails',                                                 'S N N N A A A'],
  ['/jobdetails/dashboard',                                       'S N N N A A A'],
  ['/jobdetails/dashboard/attributes',                            'S N N N A A A'],
  ['/jobdetails/dashboard/activities',                            'S N N N A A A'],
  ['/jobdetails/dashboard/interviewers',                          'S N N N A A A'],
  ['/jobdetails/dashboard/interview',                             'S N N N A A A'],
  ['/jobdetails/dashboard/turnover',                              'S N N N A A A'],
  ['/jobdetails/dashboard/performance',                           'S N N N A A A'],
  ['/jobdetails/dashboard/resume',                                'S N N N A A A'],
  ['/jobdetails/dashboard/satisfaction',                          'S N N N A A A'],
  ['/jobdetails/participants',                                    'S N N N A A A'],
  ['/jobdetails/activity',                                        'S N N N A A A'],
  ['/jobdetails/setup',                                           'S N N N A A A'],
  ['/jobdetails/setup/details',                                   'S N N N A A A'],
  ['/jobdetails/setup/outcomes',                                  'S N N N A A A'],
  ['/jobdetails/setup/attributes',                                'S N N N A A A'],
  ['/jobdetails/setup/measurement-plans',                         'S N N N A A A'],
  ['/jobdetails/setup/predictive-models',                         'S N N N A A A'],
  ['/jobdetails/job-detail-participant',                          'S N N N A A A'],
  ['/people',                                                     'S N N N A A A'],
  ['/settings',                                                   'S N N N A A A'],
  ['/settings/details',                                           'S N N N A A A'],
  ['/settings/outcome',                                           'S N N N A A A'],
  ['/settings/attributes',                                        'S N N N A A A'],
  ['/settings/users',                                             'S N N N A A A'],
  ['/settings/sources',                                           'S N N N A A A'],
  ['/settings/phone-numbers',                                     'S N N N A A A'],
  ['/settings/security',                                          'S N N N A A A'],
  ['/settings/user-fields',                                       'S N N N A A A'],
  ['/settings/user-fields/personal-fields',                       'S N N N A A A'],
  ['/settings/user-fields/job-fields',                            'S N N N A A A'],
  ['/settings/user-fields/application-fields',                    'S N N N A A A'],
  ['/settings/offers',                                            'S N N N A A A'],
  ['/settings/offers/offer-fields',                               'S N N N A A A'],
  ['/settings/offers/offer-letter-templates',                     'S N N N A A A'],
  ['/settings/offers/offer-letter-details-templates',             'S N N N A A A'],
  ['/settings/templates',                                         'S N N N A A A'],
  ['/settings/templates/scoring-criteria',                        'S N N N A A A'],
  ['/settings/templates/screening-question',                      'S N N N A A A'],
  ['/settings/templates/interview-question',                      'S N N N A A A'],
  ['/settings/templates/email',                                   'S N N N A A A'],
  ['/settings/templates/message',                                 'S N N N A A A'],
  ['/settings/measurement',                                       'S N N N A A A'],
  ['/settings/measurement/personal-assessments',                  'S N N N A A A'],
  ['/settings/measurement/employee-questions',                    'S N N N A A A'],
  ['/settings/measurement/pre-screen-questions',                  'S N N N A A A'],
  ['/settings/measurement/interview-questions',                   'S N N N A A A'],
  ['/settings/measurement/job-assessments',                       'S N N N A A A'],
  ['/settings/measurement/employee-performance',                  'S N N N A A A'],
  ['/settings/measurement/typing-test',                           'S N N N A A A'],
  ['/settings/custom',                                            'S N N N A A A'],
  ['/settings/custom/rejection-reason',                           'S N N N A A A'],
  ['/settings/custom/separation-reason',                          'S N N N A A A'],
  ['/settings/custom/pipeline-stages',                            'S N N N A A A'],
  ['/settings/integrations',                                      'S N N N A A A'],
  ['/settings/import-data',                                       'S N N N N N A'],
  ['/settings/upload-import-file',                                'S N N N N N A'],
  ['/settings/job-board',                                         'S N N N A A A'],
  ['/settings/job-board-detail/7',                                'S N N N A A A'],
  ['/settings/e-signature',                                       'S N N N A A A'],
  ['/settings/onboarding-forms',                                  'S N N N N N A'],
  ['/account',                                                    'S N A A A A A'],
  ['/account/dashboard',                                          'S N N N A A A'],
  ['/account/dashboard/hiring-process-fidelity',                  'S N N N A A A'],
  ['/account/dashboard/interview-overview',                       'S N N N A A A'],
  ['/account/dashboard/company-overview',                         'S N N N N N A'],
  ['/account/dashboard/screening-questions',                      'S N N N A A A'],
  ['/account/dashboard/applicant-overview',                       'S N N N A A A'],
  ['/account/dashboard/attributes',                               'S N N N A A A'],
  ['/account/dashboard/interviewers',                             'S N N N A A A'],
  ['/account/dashboard/interview',                                'S N N N A A A'],
  ['/account/dashboard/time-to-hire',                             'S N N N A A A'],
  ['/account/dashboard/turnover',                                 'S N N N A A A'],
  ['/account/dashboard/performance',                              'S N N N A A A'],
  ['/account/dashboard/company-source-effectiveness',             'S N N N A A A'],
  ['/account/dashboard/company-language-assessment',              'S N N N A A A'],
  ['/account/dashboard/company-funnel-analytics',                 'S N N N A A A'],
  ['/account/dashboard/company-hiring-classes',                   'S N N N A A A'],
  ['/account/dashboard/custom',                                   'S N N N A A A'],
  ['/account/dashboard/eeoc',                                     'S N N N N N A'], // EEOC_DASHBOARD off here; see the preference cases below
  ['/admin',                                                      'S N N N N N A'],
  ['/admin/customers',                                            'S N N N N N A'],
  ['/admin/measurements',                                         'S N N N N N A'],
  ['/admin/measurements/settings/skills-test',                    'S N N N N N A'],
  ['/admin/measurements/settings/skills-test/list',               'S N N N N N A'],
  ['/admin/measurements/settings/skills-test/sections',           'S N N N N N A'],
  ['/admin/measurements/settings/skills-test/sections/7/details', 'S N N N N N A'],
  ['/admin/measurements/settings/skills-test/sections/new',       'S N N N N N A'],
  ['/admin/measurements/settings/skills-test/questions',          'S N N N N N A'],
  ['/admin/measurements/settings/skills-test/7/details',          'S N N N N N A'],
  ['/admin/measurements/settings/skills-test/new',                'S N N N N N A'],
  ['/admin/measurements/settings/attributes',                     'S N N N N N A'],
  ['/admin/account-settings',                                     'S N N N N N A'],
  ['/admin/account-settings/account-preferences',                 'S N N N N N A'],
  ['/admin/account-settings/integration-maps',                    'S N N N N N A'],
  ['/styleguide',                                                 'S N N N N N A'],
  ['/users',                                                      'S N N N N N A'],
  ['/company-usage',                                              'S N N N N N A'],
  ['/email-editor',                                               'S N N N N N A'],
  ['/email-editor/welcome-email',                                 'S N N N N N A'],
];

describe('decideAccess for every spec route', () => {
  const cases = ROUTES.flatMap(([path, codes]) =>
    codes.split(' ').map((code, index) => {
      const column = COLUMNS[index]!;
      return { path, who: column.who, subject: column.subject, context: column.context, expected: DECISION[code]! };
    }),
  );

  it('given the route table, then every row names a decision for every kind of user', () => {
    for (const [path, codes] of ROUTES) expect(codes.split(' '), path).toHaveLength(COLUMNS.length);
  });

  it.each(cases)(
    'given $who, when they open $path, then the answer is $expected',
    ({ path, subject, context, expected }) => {
      expect(decideAccess(path, subject, context)).toBe(expected);
    },
  );
});

describe('decideAccess with the company in question', () => {
  const otherOwner: AccessSubject = { is_jf_admin: false, roles: [role(OTHER, ROLE_FLAGS)] };
  const owner: AccessSubject = { is_jf_admin: false, roles: [role(DEMO, ROLE_FLAGS)] };

  it('given an owner of another company, when they act on Demo Company, then staff pages are refused', () => {
    for (const path of [
      '/settings/details',
      '/hire',
      '/applicants',
      '/account/dashboard/applicant-overview',
      '/people',
    ]) {
      expect(decideAccess(path, otherOwner, { accountId: DEMO }), path).toBe('not-authorized');
    }
  });

  it('given an owner of another company, when they act on Demo Company, then their own pages still open', () => {
    expect(decideAccess('/user/progress', otherOwner, { accountId: DEMO })).toBe('allow');
    expect(decideAccess('/interviews/my-interviews', otherOwner, { accountId: DEMO })).toBe('allow');
  });

  it('given a user with no account chosen, when they open a staff page, then their first role decides', () => {
    expect(decideAccess('/settings/details', owner)).toBe('allow');
    expect(
      decideAccess('/settings/details', { is_jf_admin: false, roles: [role(DEMO, []), role(OTHER, ROLE_FLAGS)] }),
    ).toBe('not-authorized');
  });

  it('given a user with two roles in one company, when either role has the flag, then the flag applies', () => {
    const twoRoles: AccessSubject = {
      is_jf_admin: false,
      roles: [role(DEMO, []), role(DEMO, ['company_settings_access'])],
    };
    expect(decideAccess('/settings/details', twoRoles, { accountId: DEMO })).toBe('allow');
  });
});

describe('decideAccess for the EEOC dashboard preference', () => {
  const owner: AccessSubject = { is_jf_admin: false, roles: [role(DEMO, ROLE_FLAGS)] };
  const recruiter: AccessSubject = { is_jf_admin: false, roles: [role(DEMO, ['smartreq_access'])] };
  const admin: AccessSubject = { is_jf_admin: true, roles: [] };

  it('given EEOC_DASHBOARD is on, when an owner opens the EEOC dashboard, then it opens', () => {
    expect(
      decideAccess('/account/dashboard/eeoc', owner, { accountId: DEMO, accountPreferencesOn: ['EEOC_DASHBOARD'] }),
    ).toBe('allow');
  });

  it('given EEOC_DASHBOARD is off, when an owner opens the EEOC dashboard, then it is refused', () => {
    expect(decideAccess('/account/dashboard/eeoc', owner, { accountId: DEMO, accountPreferencesOn: [] })).toBe(
      'not-authorized',
    );
    expect(
      decideAccess('/account/dashboard/eeoc', owner, { accountId: DEMO, accountPreferencesOn: ['PATHWAY_ACCESS'] }),
    ).toBe('not-authorized');
  });

  it('given EEOC_DASHBOARD is on, when a user without dashboard access opens it, then it is still refused', () => {
    expect(
      decideAccess('/account/dashboard/eeoc', recruiter, { accountId: DEMO, accountPreferencesOn: ['EEOC_DASHBOARD'] }),
    ).toBe('not-authorized');
  });

  it('given EEOC_DASHBOARD is on or off, when a provider admin opens it, then it opens', () => {
    expect(decideAccess('/account/dashboard/eeoc', admin, { accountPreferencesOn: ['EEOC_DASHBOARD'] })).toBe('allow');
    expect(decideAccess('/account/dashboard/eeoc', admin, { accountPreferencesOn: [] })).toBe('allow');
  });

  it('given EEOC_DASHBOARD is on, when an anonymous visitor opens it, then they must sign in', () => {
    expect(decideAccess('/account/dashboard/eeoc', undefined, { accountPreferencesOn: ['EEOC_DASHBOARD'] })).toBe(
      'sign-in',
    );
  });

  it('given the preference is on, when an owner opens the other dashboards, then nothing changes', () => {
    expect(decideAccess('/account/dashboard/turnover', owner, { accountId: DEMO, accountPreferencesOn: [] })).toBe(
      'allow',
    );
  });
});

describe('decideAccess for members of a job or pathway team', () => {
  const interviewer: AccessSubject = { is_jf_admin: false, roles: [role(DEMO, [])] };
  const candidate: AccessSubject = { is_jf_admin: false, roles: [] };
  const memberPages = [
    '/smartreq-detail/applicants',
    '/smartreq-detail/setup/details',
    '/smartreq-detail-applicant/7',
    '/jobdetails/participants',
    '/jobdetails/dashboard/attributes',
    '/pathway/participants',
    '/pathway/setup/details',
  ];

  it.each(memberPages)('given an interviewer on the team, when they open %s, then it opens', (path) => {
    expect(decideAccess(path, interviewer, { accountId: DEMO, isJobMember: true })).toBe('allow');
  });

  it.each(memberPages)('given an interviewer not on the team, when they open %s, then it is refused', (path) => {
    expect(decideAccess(path, interviewer, { accountId: DEMO, isJobMember: false })).toBe('not-authorized');
  });

  it('given a user with no role in the company, when they claim team membership, then staff pages are still refused', () => {
    expect(decideAccess('/smartreq-detail/applicants', candidate, { isJobMember: true })).toBe('not-authorized');
  });

  it.each(['/settings/details', '/people', '/account/dashboard/turnover', '/admin/customers'])(
    'given an interviewer on a team, when they open %s, then membership does not stand in for the flag',
    (path) => {
      expect(decideAccess(path, interviewer, { accountId: DEMO, isJobMember: true })).toBe('not-authorized');
    },
  );
});

describe('decideAccess for paths no rule covers (fails closed)', () => {
  it('given a page that has no access rule, when anyone but a provider admin opens it, then it is refused, never public', () => {
    const codes = COLUMNS.map((column) => decideAccess('/brand-new-page', column.subject, column.context));
    expect(codes).toEqual([
      'sign-in',
      'not-authorized',
      'not-authorized',
      'not-authorized',
      'not-authorized',
      'not-authorized',
      'allow',
    ]);
    expect(ruleFor('/brand-new-page/7').level).toBe(UNDECLARED_LEVEL);
    expect(UNDECLARED_LEVEL).toBe(3);
  });

  it('given a path where the app has no page and no rule, when any user opens it, then it is allowed so the not-found screen shows', () => {
    for (const column of COLUMNS)
      expect(decideAccess('/no-such-page', column.subject, { ...column.context, noSuchPage: true }), column.who).toBe(
        'allow',
      );
  });

  it('given a path under a ruled prefix where the app has no page, when a user opens it, then the rule still decides', () => {
    const interviewer: AccessSubject = { is_jf_admin: false, roles: [role(DEMO, [])] };
    expect(decideAccess('/settings/no-such-page', interviewer, { accountId: DEMO, noSuchPage: true })).toBe(
      'not-authorized',
    );
    expect(decideAccess('/user/no-such-page', undefined, { noSuchPage: true })).toBe('sign-in');
  });

  it('given a path typed in other letter case, when it is checked, then it is judged like the path the router matches', () => {
    expect(
      decideAccess('/Settings/Details', { is_jf_admin: false, roles: [role(DEMO, [])] }, { accountId: DEMO }),
    ).toBe('not-authorized');
    expect(decideAccess('/USER/progress', undefined)).toBe('sign-in');
    expect(decideAccess('/printinterestreport', { is_jf_admin: false, roles: [] })).toBe('allow');
  });

  it('given a trailing slash, when a path is checked, then it is judged like the path without it', () => {
    expect(
      decideAccess('/settings/details/', { is_jf_admin: false, roles: [role(DEMO, [])] }, { accountId: DEMO }),
    ).toBe('not-authorized');
    expect(decideAccess('/user/progress/', undefined)).toBe('sign-in');
  });
});

describe('pages and endpoints share one permission vocabulary', () => {
  it('given the page rules, then each names a permission and takes its level, flag and team alternative from it', () => {
    for (const rule of ACCESS_RULES) {
      expect(rule.access, rule.prefix).toBeDefined();
      const needed = PERMISSIONS[rule.access!];
      expect(rule.level, rule.prefix).toBe(needed.level);
      expect(rule.needs, rule.prefix).toBe('flag' in needed ? needed.flag : undefined);
      expect(rule.orJobMember === true, rule.prefix).toBe(needed.whose === 'team');
    }
  });

  it('given a page that needs the company settings permission, when a role without its flag asks, then it is refused', () => {
    expect(ruleFor('/settings/details').access).toBe('company-settings');
    expect(
      decideAccess(
        '/settings/details',
        { is_jf_admin: false, roles: [role(DEMO, ['smartreq_access'])] },
        { accountId: DEMO },
      ),
    ).toBe('not-authorized');
  });
});
