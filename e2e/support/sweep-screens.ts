/**
 * The screens the accessibility sweep (e2e/accessibility.spec.ts) visits, as data: who signs in,
 * the URL, where the app lands, and what to open before axe looks (an action the spec carries out).
 * scripts/sweep-coverage.test.ts fails when a route of the route tree (src/route-tree.gen.ts) is
 * seen by no screen here, is not a redirect to or a layout of one that is, and is not named in
 * CHECKED_ELSEWHERE (D210).
 */
import type { demo } from './demo-users.ts';

// The seed's open requisition (server/db/seed/demo-requisitions.ts) and pathway.
export const OPEN_JOB = '11111111-1111-4111-8111-111111111111';
const PATHWAY = '33333333-3333-4333-8333-333333333333';
// A fresh seed's ids: the pathway is job 3, the Store Associate profile job 7, Maria Garcia's application 3.
const PATHWAY_JOB_ID = 3;
const PROFILE_JOB_ID = 7;

/** What the spec does once the page shows, so axe sees a state worth seeing. */
export type OpenAction =
  | { action: 'adminDropdown'; which: 'first' | 'last' }
  | { action: 'listShown' | 'integrationFormShown' | 'typingPassageFormShown' | 'figuresShown' }
  | { action: 'hiringClassesShown' | 'openHiredPerson' | 'skillsPreviewShown' | 'kitEditorOpen' }
  | { action: 'offerTemplateEditorOpen' | 'styleguideOpen' }
  | { action: 'profileBoard'; title: string; board: string }
  /** Follows the first link matching `selector` and waits for `lands` (and for `shows` when given). */
  | { action: 'followFirst'; selector: string; lands: RegExp; shows?: string };

export interface Screen {
  path: string;
  /** Where the app settles, when it is not `path` itself. */
  lands?: RegExp;
  open?: OpenAction;
  label?: string;
  /** A server-rendered page is in its content's language, whatever the app's language is. */
  language?: 'en';
  /** The page's main heading, when the path alone would not prove the page is the one meant (a 404 has a heading too). */
  heading?: string;
  /** Routes (as the route tree names them) this screen reaches through `open`, beside its own path's. */
  covers?: readonly string[];
  /** Axe runs again at 320 px on the phone run, after the reflow check and with no new page load. */
  axeAt320?: true;
}

export type Group =
  | 'anonymous'
  | 'candidate'
  | 'owner'
  | 'workspaces'
  | 'dashboards'
  | 'hiringDashboards'
  | 'requisitionDashboards'
  | 'settings'
  | 'moreSettings'
  | 'offers'
  | 'admin';

// Dashboards over every seeded application, so their charts and tables show (an empty range shows neither).
const ALL_TIME = 'from_date=2020-01-01&to_date=2030-12-31';
const figures: OpenAction = { action: 'figuresShown' };
const accountBoard = (slug: string): Screen => ({ path: `/account/dashboard/${slug}?${ALL_TIME}`, open: figures });
const requisitionBoard = (tab: string): Screen => ({
  path: `/smartreq-detail/dashboard/${tab}?job_id=1&${ALL_TIME}`,
  lands: new RegExp(`/smartreq-detail/dashboard/${tab}\\?`),
  open: figures,
});
const career: Screen = { path: '/careers/demo-company', language: 'en', heading: 'Demo Company' };
const toBiasAudit: OpenAction = {
  action: 'followFirst',
  selector: 'a[href^="/bias-audit/"]',
  lands: /\/bias-audit\/[\w-]{36}$/,
  shows: '.audit-public__summary table',
};
/** A page of a requisition, profile or pathway chosen by `job_id`. */
const ofJob = (path: string, jobId: number): Screen => ({
  path: `${path}?job_id=${jobId}`,
  lands: new RegExp(`${path}\\?`),
});
/** A seeded profile's dashboard (D142): its job id depends on the seed's order, so it is opened from the list. */
const profileBoard = (title: string, board: string): Screen => ({
  path: '/jobprofile',
  label: `the ${title} profile's ${board} dashboard`,
  open: { action: 'profileBoard', title, board },
  covers: [`/jobdetails/dashboard/${board}`],
});

export const SCREENS: Record<Group, Screen[]> = {
  anonymous: [
    { path: '/login' },
    { path: '/log-in', lands: /\/log(-)?in(\?|$)/ },
    { path: `/login/applicant/${OPEN_JOB}` },
    { path: `/login/career-pathways/${PATHWAY}` },
    { path: '/create-account' },
    { path: '/request-password-reset' },
    { path: '/reset-password?uid=x&userToken=y', lands: /\/reset-password\?/ },
    { path: '/accept-invitation?token=nobody-sent-this', lands: /\/accept-invitation\?/ },
    { path: '/not-authorized' },
    { path: '/not-found' },
    { path: '/test' },
    { path: '/start-interview' },
    { path: '/terms' },
    { path: '/privacy' },
    { path: '/accessibility' },
    // A supervisor's outcome link nobody was sent: the page and its refusal.
    { path: '/outcome-review/3f2c1a9e-0000-4000-8000-000000000000' },
    // An assessment order link nobody placed (D145): the page and its refusal.
    { path: '/ats/integration/3f2c1a9e-0000-4000-8000-0000000000a7' },
    // Server-rendered public pages: the career page and a seeded posting (server/demo/demo-postings.ts).
    career,
    // Its link to the published bias-audit summary (server/demo/demo-bias-audit.ts).
    // A regulator's page, asked to be axe-clean at 320 px too (D273): a fault that shows only below
    // 360 px (a table caption's contrast) is reported by that run and by no other.
    {
      ...career,
      label: 'the public bias-audit summary',
      open: toBiasAudit,
      covers: ['/bias-audit/$accountUuid'],
      axeAt320: true,
    },
    {
      path: '/careers/demo-company/1-customer-support-specialist',
      language: 'en',
      heading: 'Customer Support Specialist',
    },
  ],
  candidate: [
    { path: '/user/progress' },
    { path: `/user/progress-tracker?jobUuid=${OPEN_JOB}`, lands: /\/user\/progress-tracker\?jobUuid=/ },
    { path: '/change-password' },
    { path: '/user/sessions' },
    { path: '/user/personal-profile', lands: /\/user\/personal-profile/ },
    { path: '/user/my-data' },
    { path: '/user/delete-account' },
    { path: '/user/job-experiences' },
    { path: '/no-such-page-anywhere', label: 'an unknown path' },
    // Placeholders: one per layout.
    { path: '/user/reports' },
    { path: '/PrintPersonalityReport' },
  ],
  owner: [
    { path: '/hire' },
    { path: '/hire', label: '/hire with the Start menu open', open: { action: 'adminDropdown', which: 'first' } },
    { path: '/hire', label: '/hire with the user menu open', open: { action: 'adminDropdown', which: 'last' } },
    // The requisition workspace on the seeded open requisition, job 1.
    { path: '/hire/smartreq-builder/job-title', lands: /\/hire\/smartreq-builder\/job-title/ },
    ofJob('/smartreq-detail/applicants', 1),
    ofJob('/smartreq-detail/activity', 1),
    ofJob('/smartreq-detail/setup/details', 1),
    ofJob('/smartreq-detail/setup/screening-plan', 1),
    ofJob('/smartreq-detail/setup/attributes', 1),
    ofJob('/smartreq-detail/setup/team-members', 1),
    ofJob('/smartreq-detail/setup/predictive-models', 1),
    ofJob('/smartreq-screening-plan-preview', 1),
    ofJob('/smartreq-detail/setup/job-postings', 1),
    { path: '/smartreq-detail/setup/job-posting-detail/1' },
    // The seeded Store Associate job profile: its setup and activity (D141).
    ofJob('/jobdetails/setup/attributes', PROFILE_JOB_ID),
    ofJob('/jobdetails/setup/measurement-plans', PROFILE_JOB_ID),
    ofJob('/jobdetails/setup/predictive-models', PROFILE_JOB_ID),
    ofJob('/jobdetails/activity', PROFILE_JOB_ID),
    { path: '/smartreq-detail-applicant/3' },
    { path: '/applicants', lands: /\/applicants(\?|$)/ },
    { path: '/applicants-multi-compare?ids=1,3', lands: /\/applicants-multi-compare\?/ },
    // The interview station and the interviews workspace.
    { path: '/start-interview' },
    { path: '/start-interview/select-applicant' },
    { path: '/start-interview/applicant/interview-list' },
    { path: '/interviews/my-interviews' },
    { path: '/performance-review/select-participant' },
    // A person's page (D156, D165): Ana Adams, the first seeded Store Associate, hired from an application.
    {
      path: '/people',
      label: '/people/{employeeId} of a hired employee',
      open: { action: 'openHiredPerson' },
      covers: ['/people/$employeeId'],
    },
  ],
  // The other staff workspaces, signed in as the owner (every route, D210).
  workspaces: [
    { path: '/home' },
    { path: '/pathways' },
    { path: '/jobprofile' },
    ofJob('/smartreq-detail/pipeline', 1),
    ofJob('/smartreq-detail/setup/application-form', 1),
    ofJob('/smartreq-detail/setup/configurations', 1),
    ofJob('/hire/smartreq-builder/details', 1),
    ofJob('/hire/smartreq-builder/attributes', 1),
    ofJob('/hire/smartreq-builder/questions', 1),
    ofJob('/hire/smartreq-builder/steps', 1),
    ofJob('/hire/smartreq-builder/complete', 1),
    ofJob('/jobdetails/participants', PROFILE_JOB_ID),
    ofJob('/jobdetails/setup/details', PROFILE_JOB_ID),
    ofJob('/jobdetails/setup/outcomes', PROFILE_JOB_ID),
    ofJob('/pathway/participants', PATHWAY_JOB_ID),
    ofJob('/pathway/setup/details', PATHWAY_JOB_ID),
    ofJob('/pathway/setup/evaluation-plan', PATHWAY_JOB_ID),
    ofJob('/pathway/setup/pathway-jobs', PATHWAY_JOB_ID),
    ofJob('/pathway/setup/team-members', PATHWAY_JOB_ID),
    { path: '/interviews/my-availability' },
    { path: '/interviews/my-profile' },
    { path: '/printscorecard?id=3', lands: /\/printscorecard\?/ },
  ],
  // Account dashboards, signed in as the owner; the seeded custom Turnover dashboard is the first (dId 1).
  dashboards: [
    { path: '/account/bias-audit' },
    { path: `/account/dashboard/interview?${ALL_TIME}`, open: figures },
    { path: '/account/dashboard/turnover', open: figures },
    { path: '/account/dashboard/performance', open: figures },
    { path: '/account/dashboard/custom', open: figures },
    { path: '/account/dashboard/custom?dId=1', open: figures },
    profileBoard('Store Associate', 'attributes'),
    profileBoard('Store Associate', 'activities'),
    profileBoard('Store Associate', 'interview'),
    profileBoard('Store Associate', 'performance'),
    profileBoard('Store Associate', 'resume'),
    profileBoard('Store Associate', 'turnover'),
    profileBoard('Support Agent', 'satisfaction'),
    profileBoard('Support Agent', 'interviewers'),
  ],
  // The other account dashboards (the EEOC one is on for Demo Company in the seed), signed in as the owner.
  hiringDashboards: [
    'applicant-overview',
    'hiring-process-fidelity',
    'interview-overview',
    'screening-questions',
    'eeoc',
    'attributes',
    'interviewers',
    'time-to-hire',
    'company-source-effectiveness',
    'company-language-assessment',
    'company-funnel-analytics',
    'company-hiring-classes',
    'scale-quality',
  ].map(accountBoard),
  // The open requisition's dashboard tabs and its hiring classes, signed in as the owner.
  requisitionDashboards: [
    ...[
      'overview',
      'funnel-analytics',
      'hiring-process-fidelity',
      'source-effectiveness',
      'language-assessment',
      'interviews',
    ].map(requisitionBoard),
    { ...ofJob('/smartreq-detail/hiring-classes', 1), open: { action: 'hiringClassesShown' } },
  ],
  // Company settings, signed in as the owner (groups of their own, so they run side by side).
  settings: [
    { path: '/settings/templates/interview-question' },
    { path: '/settings/details' },
    { path: '/settings/security' },
    { path: '/settings/job-board' },
    { path: '/settings/sources' },
    { path: '/settings/custom/rejection-reason' },
    { path: '/settings/phone-numbers' },
    { path: '/settings/outcome' },
    { path: '/settings/measurement/employee-performance' },
    { path: '/settings/templates/message' },
    { path: '/settings/templates/scoring-criteria' },
    { path: '/settings/templates/screening-question' },
    { path: '/settings/measurement/pre-screen-questions' },
    { path: '/settings/measurement/interview-questions' },
    { path: '/settings/attributes' },
    { path: '/settings/measurement/employee-questions' },
    { path: '/settings/measurement/typing-test', open: { action: 'typingPassageFormShown' } },
    { path: '/settings/measurement/personal-assessments', open: { action: 'listShown' } },
    // The company's own skills tests and the provider's (seeded provider test 1 previewed as candidates see it).
    { path: '/settings/measurement/job-assessments', open: { action: 'listShown' } },
    { path: '/settings/measurement/job-assessments/new' },
    { path: '/settings/measurement/job-assessments/preview/1', open: { action: 'skillsPreviewShown' } },
    {
      path: '/settings/templates/interview-question',
      label: 'the interview kit editor',
      open: { action: 'kitEditorOpen' },
    },
  ],
  moreSettings: [
    { path: '/settings/custom/separation-reason' },
    { path: '/settings/custom/pipeline-stages' },
    { path: '/settings/templates/email' },
    { path: '/settings/user-fields/personal-fields' },
    { path: '/settings/user-fields/application-fields' },
    { path: '/settings/user-fields/job-fields' },
    { path: '/settings/integrations' },
    { path: '/settings/audit-log' },
    { path: '/settings/candidate-notice' },
    { path: '/settings/users' },
    { path: '/settings/roles' },
    // Forwards to /settings/integrations, where the language test vendors now sit (D209).
    { path: '/settings/vendors', lands: /\/settings\/integrations/ },
    { path: '/settings/mail-log' },
    {
      path: '/settings/job-board',
      label: "a job board's details",
      open: {
        action: 'followFirst',
        selector: 'a[href*="/settings/job-board-detail/"]',
        lands: /job-board-detail\/\d+/,
      },
      covers: ['/settings/job-board-detail/$id'],
    },
    { path: '/settings/measurement/job-assessments/sections/new' },
  ],
  // Offer settings, signed in as the owner.
  offers: [
    { path: '/settings/offers/offer-fields' },
    { path: '/settings/offers/offer-letter-templates' },
    {
      path: '/settings/offers/offer-letter-templates',
      label: 'the offer letter template editor',
      open: { action: 'offerTemplateEditorOpen' },
    },
    { path: '/settings/offers/offer-letter-details-templates' },
    { path: '/settings/e-signature' },
  ],
  admin: [
    { path: '/admin/customers' },
    { path: '/admin/legal-documents' },
    { path: '/admin/mail-log' },
    { path: '/users' },
    { path: '/company-usage' },
    { path: '/settings/onboarding-forms' },
    { path: '/admin/account-settings/account-preferences' },
    { path: '/admin/account-settings/integration-maps', open: { action: 'integrationFormShown' } },
    { path: '/settings/import-data' },
    { path: '/settings/upload-import-file' },
    { path: '/admin/measurements' },
    { path: '/admin/measurements/settings/skills-test/list' },
    { path: '/admin/measurements/settings/skills-test/new' },
    // The seeded provider draft "Forklift basics" and its section (server/db/seed/skills-tests.ts).
    { path: '/admin/measurements/settings/skills-test/3/details', heading: 'Forklift basics' },
    {
      path: '/admin/measurements/settings/skills-test/sections/new?skills_test_id=3',
      lands: /\/sections\/new\?skills_test_id=3$/,
    },
    { path: '/admin/measurements/settings/skills-test/sections/7/details', heading: 'Load handling' },
    { path: '/admin/measurements/settings/skills-test/sections', open: { action: 'listShown' } },
    { path: '/admin/measurements/settings/skills-test/questions', open: { action: 'listShown' } },
    { path: '/admin/measurements/settings/attributes', open: { action: 'listShown' } },
    { path: '/email-editor' },
    // Every company's figures, for provider admins only.
    accountBoard('company-overview'),
    { path: '/styleguide' },
    {
      path: '/styleguide',
      label: 'the style guide with its error summary, editor and confirmation open',
      open: { action: 'styleguideOpen' },
    },
  ],
};

export const SIGN_IN_AS: Record<Group, keyof typeof demo | undefined> = {
  anonymous: undefined,
  candidate: 'candidate',
  owner: 'owner',
  workspaces: 'owner',
  dashboards: 'owner',
  hiringDashboards: 'owner',
  requisitionDashboards: 'owner',
  settings: 'owner',
  moreSettings: 'owner',
  offers: 'owner',
  admin: 'admin',
};

/**
 * Routes the sweep does not visit, and where axe sees them instead: a candidate's activity needs
 * an attempt started, an offer or a booking link needs one made, so the keyboard-only journey runs
 * axe on each as the candidate reaches it; the rest only forward to a page swept above.
 */
export const CHECKED_ELSEWHERE: Record<string, string> = {
  '/': 'forwards to the home of whoever is signed in, or to /login',
  '/logout': 'signs out and forwards to /login',
  '/email-editor/$templateName':
    "a system email template: the sweep's axe run did not finish on the template editor within the test's four minutes (session 30), an open item (known gap unswept-pages)",
  '/okta/callback': 'finishes a single sign-on and forwards (single-sign-on.spec.ts)',
  '/log-in/$id': 'the sign-in form of /log-in with a company chosen',
  '/login/$id': 'the sign-in form of /login with a company chosen',
  '/login/admin/$accountUUID': 'the sign-in form, for a company',
  '/login/participant/$jobUUID': 'the sign-in form of /login/applicant, for a pathway participant',
  '/login/interview-list/$interviewListUUID': 'the sign-in form, forwarding to an interview list',
  '/login/interview/$interviewUUID': 'the sign-in form, forwarding to an interview',
  '/login/scorecard/$scorecardUUID/$userID': 'the sign-in form, forwarding to a scorecard',
  '/change-password/$uid/$userToken': 'forwards to /reset-password',
  '/jobapplication': 'keyboard-only.spec.ts (the application form)',
  '/user/assessment-instruction': 'keyboard-only.spec.ts (a questionnaire)',
  '/user/assessment-questions': 'keyboard-only.spec.ts (a questionnaire)',
  '/user/custom-assessment-questions': 'keyboard-only.spec.ts (screening questions)',
  '/user/typing-tests': 'keyboard-only.spec.ts (the typing test)',
  '/user/skill-test-instruction': 'keyboard-only.spec.ts (the skills test)',
  '/user/skill-test': 'keyboard-only.spec.ts (the skills test)',
  '/user/skill-test-question': 'keyboard-only.spec.ts (the skills test)',
  '/user/language-test': 'keyboard-only.spec.ts (the language test)',
  '/user/internet-speed-test': 'keyboard-only.spec.ts (the device check)',
  '/user/video-questions': 'keyboard-only.spec.ts (a recorded answer)',
  '/user/onboarding': 'keyboard-only.spec.ts (an onboarding form)',
  '/user/interview-list/{-$ins}': 'forwards to the booking page of the interview named (interview-booking.spec.ts)',
  '/schedule-interview/$uuid': 'needs a scheduling link sent (interview-booking.spec.ts)',
  '/offer/$offerUuid': 'needs an offer sent (offers.spec.ts)',
  '/user/job-profile': "an employee's own satisfaction questions (employee-satisfaction.spec.ts)",
  '/user/$id': 'forwards to the candidate profile',
  '/user/assessment-report/$assessment_id':
    "a candidate's report of an assessment they finished (personal-assessments.spec.ts)",
  '/user/skill-test-report/$skill_test_id':
    "a candidate's report of a skills test they finished (online-only-activities.spec.ts)",
  '/user/pathways/report': 'a participant report (career-pathway.spec.ts)',
  '/PrintInterestReport': 'the print layout, swept on /PrintPersonalityReport',
  '/PrintValueReport': 'the print layout, swept on /PrintPersonalityReport',
  '/interview/{-$id}': 'an interview being conducted (interview-station.spec.ts)',
  '/performance-evaluation/$id': 'a performance review being conducted (employee-satisfaction.spec.ts)',
  '/interviews/$id': "an interview scored at the interviewer's own desk (interview-station.spec.ts)",
  '/pathway/report': "a participant's report (pathway-staff.spec.ts)",
  '/jobdetails/job-detail-participant': "a profile participant's page (job-profiles.spec.ts)",
  '/settings/measurement/job-assessments/$id': "a company skills test's page (company-skills-test.spec.ts)",
  '/settings/measurement/job-assessments/sections/$id': "a company skills test's section (company-skills-test.spec.ts)",
};
