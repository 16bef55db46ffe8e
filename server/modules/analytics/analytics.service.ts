/**
 * The dashboards' reports: who may read which (account reports need company_dashboard_access,
 * requisition reports the requisition-access rule, the EEOC report the company's EEOC_DASHBOARD
 * preference), the filters turned into a scope, and the figures computed from the store's rows.
 */
import {
  CUT_SCORES,
  DEFAULT_RANGE_DAYS,
  parseIds,
  parseLocations,
  type AdverseImpact,
  type AdverseImpactTable,
  type ApplicantOverview,
  type AttributeDistribution,
  type CompanyOverview,
  type Fidelity,
  type FiguresAsOf,
  type FilterOptions,
  type Funnel,
  type ReportFilter,
  type SourceEffectiveness,
  type TimeToHire,
} from '../../../contracts/analytics.ts';
import { EEOC_QUESTION_CODES, type EeocQuestionCode } from '../../../contracts/eeoc-questions.ts';
import { isShownForHiring } from '../../../contracts/hiring-attributes.ts';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../http/http-error.ts';
import type { StaffJob } from '../../http/team-access.ts';
import { adverseImpactTable, type GroupCount } from './adverse-impact.ts';
import * as store from './analytics.store.ts';
import * as summary from './summary.store.ts';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function dateRange(filter: ReportFilter, today = new Date()): { from: string; to: string } {
  const to = filter.to_date ?? isoDay(today);
  const from = filter.from_date ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - DEFAULT_RANGE_DAYS * DAY));
  if (Number.isNaN(Date.parse(`${to}T00:00:00Z`))) throw invalid('to_date', 'Not a date.');
  if (Number.isNaN(Date.parse(`${from}T00:00:00Z`))) throw invalid('from_date', 'Not a date.');
  if (from > to) throw invalid('from_date', 'The start date must be on or before the end date.');
  return { from, to };
}

export function scopeOf(accountId: number, filter: ReportFilter, jobId?: number): store.Scope {
  return {
    accountId,
    jobId,
    ...dateRange(filter),
    jobIds: parseIds(filter.job_ids),
    locations: parseLocations(filter.locations),
    sourceIds: parseIds(filter.source_ids),
  };
}

/**
 * What a dashboard endpoint's permission checked: a company (`company-dashboard`) or one
 * requisition (`job-team`); see checkedTarget in analytics.routes.ts.
 */
export type Target = { accountId: number } | { job: StaffJob };

/** The scope of a checked company's dashboards, or of one checked requisition's. */
export function scopeFor(target: Target, filter: ReportFilter): store.Scope {
  return 'job' in target
    ? scopeOf(target.job.account_id, filter, target.job.job_id)
    : scopeOf(target.accountId, filter);
}

const range = (s: store.Scope) => ({ from_date: s.from, to_date: s.to });

export async function filterOptions(db: Db, accountId: number): Promise<FilterOptions> {
  return store.filterOptions(db, accountId);
}

/** The queries the summary tables answer as well as the live tables (decisions D143, D157, D163). */
type Counts = Pick<
  typeof store,
  | 'statusCounts'
  | 'applicationsByDay'
  | 'applicationsByJob'
  | 'funnelSteps'
  | 'funnelActivities'
  | 'bySource'
  | 'timeToHire'
  | 'timeInStep'
  | 'attributeSummaries'
  | 'fidelityRows'
  | 'eeocRows'
  | 'stepNames'
>;

/**
 * A company's scope, or one requisition's (the company's scope narrowed to it, decision D173),
 * reads the summary tables once the refresh job has filled them; a company before its first
 * refresh, and `live` (tests), read the live tables.
 */
async function countsFor(db: Db, scope: store.Scope, live = false): Promise<Counts> {
  if (live) return store;
  return (await summary.refreshedAt(db, scope.accountId)) ? summary : store;
}

/** When the summarised figures of a company's dashboards, or of one requisition's, were last brought up to date (null: not yet, they are live). */
export async function figuresAsOf(db: Db, target: Target): Promise<FiguresAsOf> {
  const accountId = 'job' in target ? target.job.account_id : target.accountId;
  const at = await summary.refreshedAt(db, accountId);
  return { figures_as_of: at ? new Date(at).toISOString() : null };
}

export async function applicantOverview(db: Db, scope: store.Scope, live = false): Promise<ApplicantOverview> {
  const counts = await countsFor(db, scope, live);
  const [status, byDay, byJob] = await Promise.all([
    counts.statusCounts(db, scope),
    counts.applicationsByDay(db, scope),
    counts.applicationsByJob(db, scope),
  ]);
  return { range: range(scope), ...status, by_day: byDay, by_requisition: byJob };
}

export async function funnel(db: Db, scope: store.Scope, live = false): Promise<Funnel> {
  const counts = await countsFor(db, scope, live);
  const [status, steps, activities] = await Promise.all([
    counts.statusCounts(db, scope),
    counts.funnelSteps(db, scope),
    counts.funnelActivities(db, scope),
  ]);
  let previous = status.applications;
  return {
    range: range(scope),
    applications: status.applications,
    steps: steps.map((s) => {
      const conversion = previous > 0 ? Math.round((s.completed / previous) * 10_000) / 10_000 : null;
      previous = s.completed;
      const own = activities.filter((a) => a.position === s.position).map(({ position: _p, ...a }) => a);
      return { ...s, conversion, activities: own };
    }),
  };
}

export async function timeToHire(db: Db, scope: store.Scope, live = false): Promise<TimeToHire> {
  const counts = await countsFor(db, scope, live);
  const [hire, steps] = await Promise.all([counts.timeToHire(db, scope), counts.timeInStep(db, scope)]);
  return { range: range(scope), time_to_hire: hire, steps };
}

export async function sourceEffectiveness(db: Db, scope: store.Scope, live = false): Promise<SourceEffectiveness> {
  const rows = await (await countsFor(db, scope, live)).bySource(db, scope);
  return {
    range: range(scope),
    sources: rows.map((r) => ({
      ...r,
      hire_rate: r.applications > 0 ? Math.round((r.hired / r.applications) * 10_000) / 10_000 : null,
    })),
  };
}

export async function fidelity(db: Db, scope: store.Scope, live = false): Promise<Fidelity> {
  const { hired, rows } = await (await countsFor(db, scope, live)).fidelityRows(db, scope);
  return {
    range: range(scope),
    hired,
    hired_without_plan: rows.length,
    applicants: rows.map((r) => ({
      user_smartreq_id: r.user_smartreq_id,
      job_id: r.job_id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      job_title: r.job_title,
      hired_at: r.hired_at,
      missing: r.missing ?? [],
    })),
  };
}

/** The median of the middle one or two scores, to one decimal. */
function median(middle: string[] | null): number | null {
  if (!middle || middle.length === 0) return null;
  const m = middle.length === 1 ? Number(middle[0]) : (Number(middle[0]) + Number(middle[1])) / 2;
  return Math.round(m * 10) / 10;
}

export async function attributes(db: Db, scope: store.Scope, live = false): Promise<AttributeDistribution> {
  // Requisitions only: the scales kept out of hiring are not reported (D198, D263).
  const rows = (await (await countsFor(db, scope, live)).attributeSummaries(db, scope)).filter(isShownForHiring);
  const empty = Array<number>(10).fill(0);
  const byAttribute = new Map<number, { name: string; all?: (typeof rows)[number]; hires?: (typeof rows)[number] }>();
  for (const r of rows) {
    const entry = byAttribute.get(r.attribute_type_id) ?? { name: r.name };
    entry[r.hires_only ? 'hires' : 'all'] = r;
    byAttribute.set(r.attribute_type_id, entry);
  }
  return {
    range: range(scope),
    attributes: [...byAttribute.entries()]
      .map(([id, e]) => ({
        attribute_type_id: id,
        name: e.name,
        applicants: e.all?.bins ?? empty,
        hires: e.hires?.bins ?? empty,
        median_applicants: median(e.all?.middle ?? null),
        median_hires: median(e.hires?.middle ?? null),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

async function eeocEnabled(db: Db, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('account_preferences')
    .select('value')
    .where('account_id', '=', accountId)
    .where('keyname', '=', 'EEOC_DASHBOARD')
    .executeTakeFirst();
  return row?.value === '1';
}

/** The equal-opportunity answer's group for a question: 'not_disclosed' when it was not given. */
const groupOf = (answers: Record<string, string>, question: EeocQuestionCode) => answers[question] ?? 'not_disclosed';

export async function adverseImpact(db: Db, scope: store.Scope, live = false): Promise<AdverseImpact> {
  if (!(await eeocEnabled(db, scope.accountId))) throw notFound('Report not found');
  const counts = await countsFor(db, scope, live);
  const [rows, steps] = await Promise.all([counts.eeocRows(db, scope), counts.stepNames(db, scope)]);
  const questions = EEOC_QUESTION_CODES.map((question) => {
    const groups = [...new Set(rows.map((r) => groupOf(r.answers, question)))].sort();
    const count = (
      considered: (r: (typeof rows)[number]) => boolean,
      selected: (r: (typeof rows)[number]) => boolean,
    ): GroupCount[] =>
      groups.map((group) => {
        const inGroup = rows.filter((r) => groupOf(r.answers, question) === group && considered(r));
        return { group, considered: inGroup.length, selected: inGroup.filter(selected).length };
      });
    const tables: AdverseImpactTable[] = [
      ...steps.map((s) =>
        adverseImpactTable(
          'step',
          s.name,
          count(
            (r) => (r.started ?? []).includes(s.position),
            (r) => (r.completed ?? []).includes(s.position),
          ),
        ),
      ),
      ...CUT_SCORES.map((cut) =>
        adverseImpactTable(
          'cut_score',
          String(cut),
          count(
            (r) => r.fit_score !== null,
            (r) => Number(r.fit_score) >= cut,
          ),
        ),
      ),
    ];
    return { question, tables };
  });
  return { range: range(scope), questions };
}

export async function companyOverview(db: Db, filter: ReportFilter): Promise<CompanyOverview> {
  const { from, to } = dateRange(filter);
  return { range: { from_date: from, to_date: to }, companies: await store.companies(db, from, to) };
}
