/**
 * The bias audit (D208): the scope and period checked, the data loaded, the measures computed by
 * the pure module. Measures: each plan step (grouped by name across the scope's requisitions;
 * among those who started it, selected = completed every activity), each scored activity (the
 * mean of the attribute scores it gave), each typing and skills test (its own score, D312) and the
 * fit score (scoring rates). Only at a company that
 * turned EEOC_DASHBOARD on (404 elsewhere, as the adverse-impact report).
 */
import {
  BIAS_AUDIT_SCOPES,
  type BiasAuditMeasure,
  type BiasAuditDetails,
  type BiasAuditPublication,
  type BiasAuditQueryValue,
  type BiasAuditReport,
  type BiasAuditSignals,
  type PublicBiasAudits,
  type PublishBiasAuditValue,
} from '../../../contracts/bias-audit.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { allVersions, type TextVersions } from '../../../contracts/company-text.ts';
import { isLanguage } from '../../http/request-language.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import { assertNoProblems, invalid, notFound } from '../../http/http-error.ts';
import { checkAuditDetails } from './bias-audit.details.ts';
import { breakdowns, scoringMeasure, selectionMeasure, type AuditPerson } from './bias-audit.compute.ts';
import { INTEGRITY_SIGNAL_KINDS } from '../../../contracts/integrity-signals.ts';
import * as store from './bias-audit.store.ts';
import { percentOf } from '../../scoring/skills-test.ts';

const DAY = 86_400_000;
/** Without dates: the year up to today (LL144 asks for an audit within the past year). */
const DEFAULT_DAYS = 365;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const isDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

export function auditPeriod(q: BiasAuditQueryValue, today = new Date()): { from: string; to: string } {
  const to = q.to_date ?? isoDay(today);
  if (!isDate(to)) throw invalid('to_date', 'Not a date.');
  const from = q.from_date ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - DEFAULT_DAYS * DAY));
  if (!isDate(from)) throw invalid('from_date', 'Not a date.');
  if (from > to) throw invalid('from_date', 'The start date must be on or before the end date.');
  return { from, to };
}

async function resolveScope(db: Db, accountId: number, q: BiasAuditQueryValue) {
  const scope = q.scope ?? 'company';
  if (!BIAS_AUDIT_SCOPES.includes(scope)) throw invalid('scope', 'Choose the company, a requisition or a job profile.');
  if (scope === 'company') {
    if (q.scope_id !== undefined) throw invalid('scope_id', 'The company scope takes no requisition or profile.');
    return { scope, scopeId: null, name: (await store.accountName(db, accountId)) ?? '', jobIds: undefined };
  }
  if (q.scope_id === undefined) throw invalid('scope_id', 'Choose a requisition or a job profile.');
  const type = scope === 'requisition' ? JOB_TYPE.requisition : JOB_TYPE.profile;
  const job = await store.companyJob(db, accountId, q.scope_id, type);
  if (!job) throw notFound(scope === 'requisition' ? 'Job not found' : 'Job profile not found');
  const jobIds = scope === 'requisition' ? [job.job_id] : await store.requisitionsOfProfile(db, accountId, job.job_id);
  return { scope, scopeId: job.job_id, name: job.title, jobIds };
}

const personOf = (answers: Record<string, string> | null): AuditPerson => ({
  sex: answers?.gender && answers.gender !== 'decline' ? answers.gender : null,
  race: answers?.race_ethnicity && answers.race_ethnicity !== 'decline' ? answers.race_ethnicity : null,
});

/**
 * A measure's name in every language the company wrote it in (D398): the versions of every step or
 * activity the measure groups under that name, the first given for each language kept.
 */
function nameVersions(rows: readonly { name: string; i18n: unknown }[], defaultLanguage: Language): TextVersions {
  const out: TextVersions = {};
  for (const row of rows)
    for (const [language, text] of Object.entries(allVersions(row.name, row.i18n, defaultLanguage)))
      out[language as keyof TextVersions] ??= text;
  return out;
}

export async function biasAudit(db: Db, accountId: number, q: BiasAuditQueryValue): Promise<BiasAuditReport> {
  if (!(await store.isEeocEnabled(db, accountId))) throw notFound('Report not found');
  const { from, to } = auditPeriod(q);
  const target = await resolveScope(db, accountId, q);
  const scope: store.AuditScope = { accountId, jobIds: target.jobIds, from, to };
  const [apps, steps, scores, timed, withoutEeo, language] = await Promise.all([
    store.applications(db, scope),
    store.stepOutcomes(db, scope),
    store.activityScores(db, scope),
    store.timedTestScores(db, scope),
    store.requisitionsWithoutEeo(db, scope),
    store.accountLanguage(db, accountId),
  ]);
  const defaultLanguage: Language = isLanguage(language) ? language : 'en';
  const people = new Map(apps.map((a) => [a.ref_id, personOf(a.answers)]));

  const stepOrder = new Map<string, number>();
  for (const s of steps) stepOrder.set(s.step_name, Math.min(stepOrder.get(s.step_name) ?? Infinity, s.step_order));
  const stepNames = [...stepOrder.keys()].sort((a, b) => stepOrder.get(a)! - stepOrder.get(b)! || (a < b ? -1 : 1));
  const activityTitles = [...new Set(scores.map((s) => s.title))].sort();
  const timedScores = timed.map((r) => ({
    ref_id: r.ref_id,
    // Typing and skills tests of the same title stay two measures: their scores are not on one scale.
    key: `${r.activity_type}\u0000${r.title}`,
    title: r.title,
    title_i18n: r.title_i18n,
    unit: r.activity_type === 'typing_test' ? ('net_wpm' as const) : ('percent_correct' as const),
    score:
      r.activity_type === 'typing_test'
        ? Number(r.net_wpm)
        : percentOf(Number(r.skills!.correct), Number(r.skills!.total)),
  }));
  const timedKeys = [...new Set(timedScores.map((s) => s.key))].sort();

  const named = (measure: BiasAuditMeasure, rows: readonly { name: string; i18n: unknown }[]): BiasAuditMeasure => ({
    ...measure,
    label_i18n: nameVersions(rows, defaultLanguage),
  });
  const measures: BiasAuditMeasure[] = [
    ...stepNames.map((name) => {
      const taken = steps.filter((s) => s.step_name === name);
      return named(
        selectionMeasure(
          name,
          taken.map((s) => ({ ...people.get(s.ref_id)!, selected: s.passed })),
        ),
        taken.map((s) => ({ name, i18n: s.step_name_i18n })),
      );
    }),
    ...activityTitles.map((title) => {
      const taken = scores.filter((s) => s.title === title);
      return named(
        scoringMeasure(
          title,
          taken.map((s) => ({ ...people.get(s.ref_id)!, score: Number(s.score) })),
        ),
        taken.map((s) => ({ name: title, i18n: s.title_i18n })),
      );
    }),
    ...timedKeys.map((key) => {
      const taken = timedScores.filter((s) => s.key === key);
      return named(
        scoringMeasure(
          taken[0]!.title,
          taken.map((s) => ({ ...people.get(s.ref_id)!, score: s.score })),
          taken[0]!.unit,
        ),
        taken.map((s) => ({ name: s.title, i18n: s.title_i18n })),
      );
    }),
  ];
  const fit = apps.filter((a) => a.fit_score !== null);
  if (fit.length)
    measures.push(
      scoringMeasure(
        'fit_score',
        fit.map((a) => ({ ...personOf(a.answers), score: Number(a.fit_score) })),
      ),
    );

  return {
    scope: target.scope,
    scope_id: target.scopeId,
    scope_name: target.name,
    from_date: from,
    to_date: to,
    data_from: apps[0]?.created_on ?? null,
    data_to: apps.at(-1)?.created_on ?? null,
    measures,
    default_language: defaultLanguage,
    without_eeo_questions: withoutEeo,
  };
}

type PublicationRow = Awaited<ReturnType<typeof store.publications>>[number];
const detailsOf = (r: PublicationRow): BiasAuditDetails => ({
  audit_date: r.audit_date,
  tool_distributed_on: r.tool_distributed_on,
  data_source: r.data_source as BiasAuditDetails['data_source'],
  data_source_note: r.data_source_note,
  auditor: r.auditor,
});
const publicationOf = (r: PublicationRow): BiasAuditPublication => ({
  publication_id: r.publication_id,
  published_at: new Date(r.published_at).toISOString(),
  is_published: r.is_published,
  details: detailsOf(r),
  report: r.report as BiasAuditReport,
});

/** Publishes the audit of the scope and period with the details LL144 asks for, each checked (D273). */
export async function publish(
  db: Db,
  accountId: number,
  userId: number,
  body: PublishBiasAuditValue,
  acceptLanguage?: string,
) {
  if (!(await store.isEeocEnabled(db, accountId))) throw notFound('Report not found');
  const { to } = auditPeriod(body);
  const { details, problems } = checkAuditDetails(body, to, isoDay(new Date()), acceptLanguage);
  assertNoProblems(problems);
  const report = await biasAudit(db, accountId, {
    scope: body.scope,
    scope_id: body.scope_id,
    from_date: body.from_date,
    to_date: body.to_date,
  });
  return publicationOf(await store.insertPublication(db, accountId, report, details, userId));
}

export async function listPublications(db: Db, accountId: number): Promise<BiasAuditPublication[]> {
  if (!(await store.isEeocEnabled(db, accountId))) throw notFound('Report not found');
  return (await store.publications(db, accountId, false)).map(publicationOf);
}

export async function setPublished(db: Db, accountId: number, publicationId: number, isPublished: boolean) {
  const row = await store.setPublished(db, accountId, publicationId, isPublished);
  if (!row) throw notFound('Summary not found');
  return publicationOf(row);
}

/** The public page: published summaries only; an unknown company and a company with none look alike. */
export async function publicSummaries(db: Db, accountUuid: string): Promise<PublicBiasAudits> {
  const account = await store.accountByUuid(db, accountUuid);
  if (!account) throw notFound('Company not found');
  const rows = await store.publications(db, account.account_id, true);
  return {
    company_name: account.name,
    summaries: rows.map((r) => ({
      published_at: new Date(r.published_at).toISOString(),
      details: detailsOf(r),
      report: r.report as BiasAuditReport,
    })),
  };
}

/** How timed tests were taken, by group (D402): per signal kind, the takers it was noted for. */
export async function biasAuditSignals(db: Db, accountId: number, q: BiasAuditQueryValue): Promise<BiasAuditSignals> {
  if (!(await store.isEeocEnabled(db, accountId))) throw notFound('Report not found');
  const { from, to } = auditPeriod(q);
  const target = await resolveScope(db, accountId, q);
  const scope: store.AuditScope = { accountId, jobIds: target.jobIds, from, to };
  const [apps, takers] = await Promise.all([store.applications(db, scope), store.signalKindsOfTakers(db, scope)]);
  const people = new Map(apps.map((a) => [a.ref_id, personOf(a.answers)]));
  return {
    from_date: from,
    to_date: to,
    takers: takers.length,
    kinds: INTEGRITY_SIGNAL_KINDS.map((kind) => ({
      kind,
      breakdowns: breakdowns(takers.map((t) => ({ ...people.get(t.ref_id)!, selected: t.kinds.includes(kind) }))),
    })),
  };
}
