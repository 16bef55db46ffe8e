/**
 * Staff screens read what their loaders ensure, and write through useMutation (D189). Beside
 * -staff-loaders.test.ts, which checks that every staff route has a loader, this
 * keeps the count of the older shapes from creeping back in the staff code (the modules only the
 * staff route files reach, as scripts/route-split.mjs splits them; candidate and offline screens
 * keep their persisted plain queries and are not read here):
 * - a plain `useQuery` is listed below with its reason (its key follows what the person does after
 *   the page is shown, it is an optional or in-place part, or the screen words its own failure); the page's own
 *   data is read with `useSuspenseQuery` on the queryOptions its loader ensured, and its pending
 *   and failure are the staff pages' one boundary (src/ui/route-load-error.tsx);
 * - no `run(work)` helper keeps its own busy and error state (useMutation's isPending and error do);
 *   the busy flags still reset by hand in a `finally` are listed with their count, to go down.
 * The lists are exact: a file that moves a read or a busy flag over lowers its count here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStaffRoute, splitByRouteTree } from '../../scripts/route-split.mjs';
import { sourceGraph } from '../../scripts/staff-folders.mjs';

const ROOT = path.join(import.meta.dirname, '../..');

/** The key follows search, filters, ordering, paging, a tab or a language held by the page: the previous view stays shown while the next loads. */
const PAGE_STATE = 'page state';
/** Read once the person opens a dialog or picker, types, or chooses something after the page is shown. */
const LATER = 'after input';
/** A layout, a plan editor's kind form or a shared part that reads only when an id or flag is there (`enabled`). */
const OPTIONAL = 'optional';
/** A section, panel or picker of a page that shows its own loading and failure in place, so one failed part leaves the page. */
const IN_PLACE = 'in place';
/** A screen of the interview station, used with the network off, keeps its own waiting and failure texts (D189). */
const STATION = 'station';
/** The screen says what a failure means in its own words (a record missing or not yours, offline), which the shared error screen does not. */
const OWN_FAILURE = 'own failure text';

/** Staff modules (from src/) that read with `useQuery`: how many calls, and why each kind stays. */
const PLAIN_QUERIES: Record<string, [number, ...string[]]> = {
  'features/admin/account-preferences-screen.tsx': [1, IN_PLACE],
  'features/admin/integration-maps-screen.tsx': [3, IN_PLACE, LATER],
  'features/applicants/applicants-screen.tsx': [4, PAGE_STATE],
  'features/applicants/bulk-reject-dialog.tsx': [2, LATER],
  'features/applicants/saved-views.tsx': [1, IN_PLACE],
  'features/application-interviews/own-interview-form.tsx': [2, LATER],
  'features/application-interviews/own-interviews-panel.tsx': [1, IN_PLACE],
  'features/application-interviews/panel-week.tsx': [1, LATER],
  'features/application-interviews/panel-week-grid.tsx': [1, LATER],
  'features/bias-audit/audit-signals.tsx': [1, IN_PLACE],
  'features/bias-audit/bias-audit-screen.tsx': [3, PAGE_STATE],
  'features/calendar-sync/calendar-connection-section.tsx': [1, IN_PLACE],
  'features/company-templates/screening-template-form.tsx': [1, LATER],
  'features/dashboards/figures-as-of.tsx': [1, IN_PLACE],
  'features/data-import/import-history-screen.tsx': [1, PAGE_STATE],
  'features/data-import/import-report.tsx': [1, IN_PLACE],
  'features/data-import/upload-import-screen.tsx': [1, LATER],
  'features/email-editor/email-template-editor.tsx': [3, PAGE_STATE, LATER, IN_PLACE],
  'features/email-editor/other-version.tsx': [1, LATER],
  'features/hiring-classes/hiring-classes-screen.tsx': [2, PAGE_STATE, LATER],
  'features/integrations/background-check-settings.tsx': [1, IN_PLACE],
  'features/integrations/bi-embed-settings.tsx': [1, IN_PLACE],
  'features/integrations/messaging-settings.tsx': [2, IN_PLACE, PAGE_STATE],
  'features/interview-kits/kit-editor.tsx': [1, LATER],
  'features/interview-kits/kit-list-picker.tsx': [1, LATER],
  'features/interview-kits/kit-template-picker.tsx': [1, LATER],
  'features/interview-scheduling/interview-scheduling-panel.tsx': [1, IN_PLACE],
  'features/interview/select-applicant-screen.tsx': [1, PAGE_STATE, STATION],
  'features/interview/today-list-screen.tsx': [1, STATION],
  'features/job-boards/board-distribution.tsx': [1, IN_PLACE],
  'features/job-boards/job-board-detail.tsx': [1, OPTIONAL],
  'features/job-profiles/outcome-periods.tsx': [1, IN_PLACE],
  'features/job-profiles/outcome-schedule.tsx': [1, IN_PLACE],
  'features/job-profiles/participant-dialogs.tsx': [2, LATER],
  'features/job-profiles/participant-screen.tsx': [1, OPTIONAL],
  'features/job-profiles/person-screen.tsx': [1, OPTIONAL],
  'features/job-profiles/profile-filter.tsx': [1, IN_PLACE],
  'features/job-profiles/profile-layout.tsx': [1, OPTIONAL],
  'features/job-profiles/setup-predictive-models.tsx': [2, OPTIONAL],
  'features/language-test/language-test.staff.tsx': [1, OPTIONAL],
  'features/layout/admin-layout.tsx': [1, OPTIONAL],
  'features/onboarding/onboarding.staff.tsx': [1, OPTIONAL],
  'features/pathways/add-participants-dialog.tsx': [1, LATER],
  'features/pathways/pathway-layout.tsx': [1, OPTIONAL],
  'features/pathways/pathway-roles-screen.tsx': [1, OPTIONAL],
  'features/pathways/pathway-staff-report-screen.tsx': [1, OPTIONAL],
  'features/people/employee-dialogs.tsx': [1, LATER],
  'features/people/people-screen.tsx': [1, PAGE_STATE],
  'features/people/turnover-panel.tsx': [1, LATER],
  'features/scorecard/accommodations-section.tsx': [1, IN_PLACE],
  'features/scorecard/background-check-section.tsx': [1, IN_PLACE],
  'features/scorecard/camera-check-details.tsx': [1, LATER],
  'features/scorecard/captions-editor.tsx': [1, LATER],
  'features/scorecard/comments-section.tsx': [2, IN_PLACE, LATER],
  'features/scorecard/documents-section.tsx': [1, IN_PLACE],
  'features/scorecard/history-section.tsx': [1, IN_PLACE],
  'features/scorecard/language-test-section.tsx': [1, IN_PLACE],
  'features/scorecard/mention-picker.tsx': [1, LATER],
  'features/scorecard/onboarding-answers-section.tsx': [1, IN_PLACE],
  'features/scorecard/reject-dialog.tsx': [2, LATER],
  'features/scorecard/replies-section.tsx': [1, IN_PLACE],
  'features/scorecard/scorecard-screen.tsx': [1, OWN_FAILURE],
  'features/scorecard/sms-thread-section.tsx': [1, IN_PLACE],
  'features/scorecard/video-answers-section.tsx': [1, IN_PLACE],
  'features/scoring/rescore-banner.tsx': [1, IN_PLACE],
  'features/settings/data-retention-settings.tsx': [2, IN_PLACE, LATER],
  'features/settings/message-templates-settings.tsx': [1, IN_PLACE],
  'features/settings/outcome-questions-settings.tsx': [1, PAGE_STATE],
  'features/settings/privacy-notice-settings.tsx': [1, IN_PLACE],
  'features/settings/question-bank-settings.tsx': [3, PAGE_STATE, LATER, OPTIONAL],
  'features/settings/reason-list-settings.tsx': [1, LATER],
  'features/settings/rejection-delay-form.tsx': [1, IN_PLACE],
  'features/settings/reply-domain-form.tsx': [2, IN_PLACE],
  'features/settings/reply-mailbox-form.tsx': [1, IN_PLACE],
  'features/skills-test-authoring/attributes-screen.tsx': [1, PAGE_STATE],
  'features/skills-test-authoring/company-tests-screen.tsx': [2, PAGE_STATE],
  'features/skills-test-authoring/library-screens.tsx': [2, PAGE_STATE],
  'features/skills-test-authoring/preview-screen.tsx': [1, OWN_FAILURE],
  'features/skills-test-authoring/section-screens.tsx': [2, OPTIONAL, OWN_FAILURE],
  'features/skills-test-authoring/skills-test-screens.tsx': [1, OWN_FAILURE],
  'features/skills-test/skills-test.staff.tsx': [1, OPTIONAL],
  'features/smartreq/add-activity-form.tsx': [2, LATER],
  'features/smartreq/attributes-editor.tsx': [3, IN_PLACE],
  'features/smartreq/builder-layout.tsx': [1, OPTIONAL],
  'features/smartreq/job-title-form.tsx': [1, OPTIONAL],
  'features/smartreq/kind-settings.tsx': [2, OPTIONAL],
  'features/smartreq/question-set-template-fill.tsx': [1, LATER],
  'features/smartreq/question-sets-editor.tsx': [1, PAGE_STATE],
  'features/smartreq/requisition-layout.tsx': [1, OPTIONAL],
  'features/smartreq/scoring-template-apply.tsx': [1, LATER],
  'features/sso/second-factor-policy.tsx': [1, IN_PLACE],
  'features/staff-offers/offer-approvers-settings.tsx': [1, IN_PLACE],
  'features/staff-offers/requisition-offer-approvers.tsx': [1, IN_PLACE],
  'features/staff-offers/offer-panel.tsx': [1, IN_PLACE],
  'features/staff-offers/send-offer-dialog.tsx': [1, LATER],
  'features/typing-settings/typing-settings-screen.tsx': [1, PAGE_STATE],
  'routes/_staff/account/dashboard.tsx': [3, OPTIONAL],
  'routes/_staff/hire/smartreq-builder/job-title.tsx': [1, OPTIONAL],
  'routes/_staff/smartreq-detail/dashboard.tsx': [1, OPTIONAL],
  'routes/_staff/smartreq-detail/setup/job-postings.tsx': [1, OPTIONAL],
  'routes/_staff/smartreq-detail/setup/screening-plan.tsx': [1, OPTIONAL],
  'ui/company-choice.tsx': [1, OPTIONAL],
  'ui/mail-fields/mail-fields.tsx': [1, LATER],
  'ui/mail-fields/mail-preview.tsx': [1, LATER],
  'ui/rejection-email/rejection-preview.tsx': [1, LATER],
  'ui/rich-text/writing-help/writing-help.tsx': [1, IN_PLACE],
};

/**
 * The most plain `useQuery` calls the staff modules may hold, all files together (the sum of the
 * list above): 187 when this ceiling was set (session 72), lowered as reads move to their loaders
 * (a part whose key follows the page's state reads in place with `InPlaceRead`, D488; the dashboards'
 * figures 172 -> 153, D494; the disclosures read on opening through `ReadOnOpen` (D507), the embedded dashboards and company usage, 154 -> 149;
 * the mail and audit logs' lists and the open mail read in place, their `LogList` given the page read, 149 -> 146;
 * the dashboards' weekly mailings read in place once opened, 146 -> 144; the job-profile boards and
 * correlations read in place, 144 -> 142; the custom dashboards, one dashboard and the dashboard
 * filters' options read in place, 142 -> 139; the requisitions' list, activity and interview setup, 139 -> 136).
 * It only goes down: a new read of a page's data goes through the route's loader and
 * `useSuspenseQuery`.
 */
const PLAIN_QUERY_CEILING = 136;

/**
 * The most staff writes not yet named (D506), all files together: a `useMutation` given its options
 * inline (`useMutation({`) rather than a named `mutationOptions` write from the feature's queries
 * module (`useMutation(fooWrite(...))`), whose failure shows with `WriteFailure` and whose pending
 * is the sending Button's `isBusy`: 153 when this ceiling was set (session 75), 151 once the scorecard's
 * unseen mentions and reply answers were named; 150 with the audit log's CSV (`auditLogCsvWrite`);
 * 148 with the dashboards' weekly mailings (`createMailingWrite`, `stopMailingWrite`); 145 with the
 * custom dashboards' save, copy and delete (`saveCustomDashboardWrite`, `copyCustomDashboardWrite`,
 * `deleteCustomDashboardWrite`); 143 with the job profiles' create and delete (`createProfileWrite`,
 * `deleteProfileWrite`), their failures their dialogs' from the writes' own errors.
 * It only goes down: a new write is named.
 */
const UNNAMED_WRITE_CEILING = 143;
const UNNAMED_WRITE = /\buseMutation\(\{/g;

/** What a failure of the two checks below says to do. */
const USE_THE_LOADER =
  "read a staff page's data in its route's loader (context.queryClient.ensureQueryData(options)) and in the screen with useSuspenseQuery(options), which the staff page boundary or the list's own boundary shows pending and failed (D189, D477); a plain useQuery stays only with a reason listed in PLAIN_QUERIES";

/** Staff modules whose busy flags are still reset by hand in a `finally` (a useMutation's isPending does it): how many. */
const HAND_ROLLED_BUSY: Record<string, number> = {};

const PLAIN_QUERY = /\buseQuery\(/g;
/** A `run` helper of its own: an async function named run (a useMutation's `mutate` wrapped as `run` is not one). */
const RUN_HELPER = /\b(?:const|let)\s+run\s*=\s*async\b|\basync\s+function\s+run\s*\(/;
/** A state setter put back to "not busy" by hand once the work ends. */
const FINALLY_RESET = /finally\s*\{\s*set\w+\((?:false|undefined|null)?\)/g;

/** The modules only the staff route files reach (src/, relative to it): the staff screens and their parts. */
function staffModules(): string[] {
  const modules = sourceGraph(ROOT);
  const isRouteFile = (id: string) =>
    /^src\/routes\/(.*\/)?[^-/][^/]*\.tsx?$/.test(id) && id !== 'src/route-tree.gen.ts';
  const candidateRoutes = Object.keys(modules).filter((id) => isRouteFile(id) && !isStaffRoute(id));
  const { staff } = splitByRouteTree({
    modules,
    entries: ['src/main.tsx', ...candidateRoutes],
    fullRouteTree: 'src/route-tree.gen.ts',
  });
  return [...staff.keys()].filter((id) => id.startsWith('src/')).map((id) => id.slice('src/'.length));
}

const sources = new Map(staffModules().map((file) => [file, fs.readFileSync(path.join(ROOT, 'src', file), 'utf8')]));
const counts = (pattern: RegExp) =>
  Object.fromEntries(
    [...sources]
      .map(([file, source]) => [file, source.match(pattern)?.length ?? 0] as const)
      .filter(([, n]) => n > 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

describe('staff screens read what their loaders ensure and write through useMutation', () => {
  it('given the staff modules, when their plain useQuery reads are counted, then there are no more than the ceiling', () => {
    const found = Object.values(counts(PLAIN_QUERY)).reduce((sum, n) => sum + n, 0);
    expect(
      found,
      `${found} plain useQuery calls in the staff modules, over the ceiling of ${PLAIN_QUERY_CEILING}: ${USE_THE_LOADER}.`,
    ).toBeLessThanOrEqual(PLAIN_QUERY_CEILING);
    expect(found, `${found} plain useQuery calls in the staff modules: lower PLAIN_QUERY_CEILING to ${found}.`).toBe(
      PLAIN_QUERY_CEILING,
    );
  });

  it('given the staff modules, when their plain useQuery reads are counted, then each file is listed with its count and reason', () => {
    const listed = Object.fromEntries(Object.entries(PLAIN_QUERIES).map(([file, [n]]) => [file, n]));
    expect(
      counts(PLAIN_QUERY),
      `A staff module's plain useQuery calls differ from PLAIN_QUERIES: ${USE_THE_LOADER}.`,
    ).toEqual(listed);
  });

  it('given the staff modules, when their writes given inline options are counted, then there are no more than the ceiling', () => {
    const found = Object.values(counts(UNNAMED_WRITE)).reduce((sum, n) => sum + n, 0);
    const NAME_IT =
      "name a staff write with mutationOptions in its queries module (a mutationKey, its cache updates), call useMutation(fooWrite(...)), show its failure with WriteFailure and its pending with the Button's isBusy (D506)";
    expect(
      found,
      `${found} unnamed writes in the staff modules, over the ceiling of ${UNNAMED_WRITE_CEILING}: ${NAME_IT}.`,
    ).toBeLessThanOrEqual(UNNAMED_WRITE_CEILING);
    expect(found, `${found} unnamed writes in the staff modules: lower UNNAMED_WRITE_CEILING to ${found}.`).toBe(
      UNNAMED_WRITE_CEILING,
    );
  });

  it('given the staff modules, when one is read, then none keeps a run(work) helper with its own busy state', () => {
    expect([...sources].filter(([, source]) => RUN_HELPER.test(source)).map(([file]) => file)).toEqual([]);
  });

  it('given the staff modules, when their busy flags reset by hand are counted, then only the listed ones remain', () => {
    expect(counts(FINALLY_RESET)).toEqual(HAND_ROLLED_BUSY);
  });

  it('given the staff tree, when it is split, then it holds the staff screens and no candidate one', () => {
    expect(sources.has('features/scorecard/scorecard-screen.tsx')).toBe(true);
    expect(sources.has('routes/_staff.tsx')).toBe(true);
    expect(sources.has('features/candidate/tracker-screen.tsx')).toBe(false);
    expect(RUN_HELPER.test('async function run(what: string) {')).toBe(true);
    expect(RUN_HELPER.test('const run = (kind: Kind) => action.mutate(kind);')).toBe(false);
  });
});
