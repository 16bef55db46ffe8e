/**
 * Turnover, Performance and Interview Questions (contracts/outcome-reports.ts, decision D135).
 * The correlations are the shared ones (attribute-correlations.ts, correlation.ts) that the people
 * and job-profile dashboards use: point-biserial r with staying, Pearson's r with the latest rating.
 */
import { parseIds, parseLocations, type ReportFilter } from '../../../contracts/analytics.ts';
import type { AccountPerformance, AccountTurnover, InterviewQuestions } from '../../../contracts/outcome-reports.ts';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../http/http-error.ts';
import * as people from '../people/index.ts';
import type { Scope } from './analytics.store.ts';
import { attributeCorrelations, type AttributeCorrelation } from '../../scoring/attribute-correlations.ts';
import { RELIABLE_MIN_N } from '../../scoring/correlation.ts';
import * as store from './outcome-reports.store.ts';

const DAY = 86_400_000;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** `account`: checked by the endpoint's 'company-dashboard' permission. */
export function employeeScopeFor(account: number, filter: ReportFilter): store.EmployeeScope {
  for (const key of ['from_date', 'to_date'] as const) {
    const value = filter[key];
    if (value !== undefined && Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw invalid(key, 'Not a date.');
  }
  if (filter.from_date && filter.to_date && filter.from_date > filter.to_date)
    throw invalid('from_date', 'The start date must be on or before the end date.');
  return {
    accountId: account,
    from: filter.from_date,
    to: filter.to_date,
    jobIds: parseIds(filter.job_ids),
    locations: parseLocations(filter.locations),
    sourceIds: parseIds(filter.source_ids),
  };
}

function rangeOf(scope: store.EmployeeScope, employees: store.EmployeeRow[]) {
  const starts = employees.map((e) => e.start_date).sort();
  return { from_date: scope.from ?? starts[0] ?? null, to_date: scope.to ?? starts.at(-1) ?? null };
}

/** The employees' assessment and interview correlations with one outcome value per employee (null: not measured). */
async function correlationsOf(
  db: Db,
  scope: store.EmployeeScope,
  employees: store.EmployeeRow[],
  language: string,
  valueOf: (employeeId: number) => number | null,
  kind: 'binary' | 'continuous',
) {
  const ids = new Set(employees.map((e) => e.employee_id));
  const [assessed, interviewed] = await Promise.all([
    people.turnoverPoints(db, scope.accountId, {}, language),
    store.interviewScoresOfEmployees(db, scope.accountId, language),
  ]);
  const of = (
    rows: readonly { employee_id: number; attribute_type_id: number; name: string; score: number | string }[],
  ): AttributeCorrelation[] =>
    attributeCorrelations(
      rows
        .filter((r) => ids.has(r.employee_id))
        .map((r) => ({
          attribute_type_id: r.attribute_type_id,
          name: r.name,
          score: r.score,
          value: valueOf(r.employee_id),
        })),
      kind,
    );
  return { reliable_min_n: RELIABLE_MIN_N, attributes: of(assessed), interview_attributes: of(interviewed) };
}

export async function accountTurnover(db: Db, scope: store.EmployeeScope, language: string): Promise<AccountTurnover> {
  const employees = await store.employeesIn(db, scope);
  const left = employees.filter((e) => e.end_date !== null);
  const stayed = new Map(employees.map((e) => [e.employee_id, e.end_date === null ? 1 : 0]));
  const years = new Map<number, { started: number; left: number }>();
  for (const e of employees) {
    const year = Number(e.start_date.slice(0, 4));
    const entry = years.get(year) ?? { started: 0, left: 0 };
    years.set(year, { started: entry.started + 1, left: entry.left + (e.end_date === null ? 0 : 1) });
  }
  return {
    range: rangeOf(scope, employees),
    employees: employees.length,
    left: left.length,
    voluntary: left.filter((e) => e.separation_type === 'voluntary').length,
    involuntary: left.filter((e) => e.separation_type === 'involuntary').length,
    left_within_90_days: left.filter(
      (e) => (Date.parse(`${e.end_date}T00:00:00Z`) - Date.parse(`${e.start_date}T00:00:00Z`)) / DAY < 90,
    ).length,
    by_start_year: [...years.entries()].sort(([a], [b]) => a - b).map(([year, c]) => ({ year, ...c })),
    ...(await correlationsOf(db, scope, employees, language, (id) => stayed.get(id) ?? null, 'binary')),
  };
}

export async function accountPerformance(
  db: Db,
  scope: store.EmployeeScope,
  language: string,
): Promise<AccountPerformance> {
  const [employees, all] = await Promise.all([
    store.employeesIn(db, scope),
    people.latestRatings(db, scope.accountId, {}),
  ]);
  const ratings = new Map(
    employees.filter((e) => all.has(e.employee_id)).map((e) => [e.employee_id, all.get(e.employee_id)!]),
  );
  const values = [...ratings.values()];
  const rounded = new Map<number, number>();
  for (const v of values) rounded.set(Math.round(v), (rounded.get(Math.round(v)) ?? 0) + 1);
  return {
    range: rangeOf(scope, employees),
    employees: employees.length,
    rated: values.length,
    mean_rating: values.length ? round2(values.reduce((s, v) => s + v, 0) / values.length) : null,
    ratings: [...rounded.entries()].sort(([a], [b]) => a - b).map(([rating, count]) => ({ rating, employees: count })),
    ...(await correlationsOf(db, scope, employees, language, (id) => ratings.get(id) ?? null, 'continuous')),
  };
}

export async function interviewQuestions(db: Db, scope: Scope): Promise<InterviewQuestions> {
  const [use, scores] = await Promise.all([store.questionUse(db, scope), store.questionScores(db, scope)]);
  const names = await store.questionAttributes(
    db,
    use.map((q) => q.interview_kit_question_id),
  );
  const mean = (rows: typeof scores) => {
    const n = rows.reduce((s, r) => s + r.scores, 0);
    return n ? round2(rows.reduce((s, r) => s + r.score * r.scores, 0) / n) : null;
  };
  return {
    range: { from_date: scope.from, to_date: scope.to },
    questions: use.map((q) => {
      const own = scores.filter((s) => s.interview_kit_question_id === q.interview_kit_question_id);
      const counts = [1, 2, 3, 4, 5].map((level) =>
        own.filter((s) => s.score === level).reduce((n, s) => n + s.scores, 0),
      );
      return {
        ...q,
        attributes: names.filter((n) => n.interview_kit_question_id === q.interview_kit_question_id).map((n) => n.name),
        counts,
        mean: mean(own),
        mean_hired: mean(own.filter((s) => s.hired)),
        mean_not_hired: mean(own.filter((s) => !s.hired)),
      };
    }),
  };
}
