/**
 * Reports are computed on request from the attempt's stored answers with the scoring key the
 * submission used (server/scoring), so they match the attribute scores recruiters see.
 */
import type { AssessmentReport, ReportSummary } from '../../../contracts/reports.ts';
import { scoreBand } from '../../../contracts/reports.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { isOwnerOrProviderAdmin } from '../../http/account-access.ts';
import { notFound } from '../../http/http-error.ts';
import { readAttributeNames } from '../../db/questionnaire-content.ts';
import { itemsKeptOutOfHiring, readScoringItems } from '../../db/hiring-form.ts';
import { scoreAssessment } from '../../scoring/score-assessment.ts';
import { auditQuestionnaireReportRead, auditQuestionnaireReportsListed } from '../../audit/read-audit.ts';
import * as store from './reports.store.ts';

interface Viewer {
  user_id: number;
  is_jf_admin: boolean;
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : '');

export async function listReports(
  db: Db,
  viewer: Viewer,
  userId: number,
  language: Language,
): Promise<ReportSummary[]> {
  if (!isOwnerOrProviderAdmin(viewer, userId)) throw notFound('User not found');
  const rows = await store.listSubmittedAttempts(db, userId);
  const titles = await store.assessmentTitles(
    db,
    rows.map((r) => r.asmt_id),
    language,
  );
  // A provider admin listing someone else's reports is in the log of each company concerned (D348).
  if (viewer.user_id !== userId) await auditQuestionnaireReportsListed(db, viewer, userId, rows);
  return rows.map((row) => ({
    user_asmt_id: row.attempt_id,
    asmt_id: row.asmt_id,
    kind: row.kind,
    title: titles.get(row.asmt_id) ?? '',
    job_title: row.job_title,
    ref_id: row.ref_id,
    completed_at: iso(row.submitted_at),
  }));
}

export async function reportOf(
  db: Db,
  viewer: Viewer,
  attemptId: string,
  language: Language,
): Promise<AssessmentReport> {
  const row = await store.findSubmittedAttempt(db, attemptId);
  if (!row || !isOwnerOrProviderAdmin(viewer, row.user_id)) throw notFound('Report not found');
  const [allItems, answers, names, descriptions, titles, candidateName, keptOut] = await Promise.all([
    readScoringItems(db, row.asmt_id),
    store.answersOf(db, attemptId),
    readAttributeNames(db, row.asmt_id, language),
    store.attributeDescriptions(db, row.asmt_id, language),
    store.assessmentTitles(db, [row.asmt_id], language),
    store.userName(db, row.user_id),
    itemsKeptOutOfHiring(db, row.asmt_id),
  ]);
  // A hiring form did not ask the excluded scales' items (D291): those left unanswered are not part
  // of the report, and a scale with no item left is not listed (rather than "too few answers").
  const answered = new Set(answers.map((a) => a.item_id));
  const items = allItems.filter((item) => !keptOut.has(item.item_id) || answered.has(item.item_id));
  // The same preparation as scoring at submission (scoring.service questionnaireScores).
  const scored = items.filter((item) => !item.is_practice);
  const range = { min: scored[0]?.min_value ?? 1, max: scored[0]?.max_value ?? 5 };
  const known = new Set(items.map((i) => i.item_id));
  const values = new Map<string, number | null>();
  for (const answer of answers) {
    if (known.has(answer.item_id)) values.set(answer.item_id, typeof answer.value === 'number' ? answer.value : null);
  }
  const result = scoreAssessment(row.scoring_key, items, values, range);
  // A provider admin reading someone else's report is in the log of the application's company
  // (D336); the candidate's own reads are not.
  if (viewer.user_id !== row.user_id) await auditQuestionnaireReportRead(db, viewer, row);
  return {
    user_asmt_id: row.attempt_id,
    asmt_id: row.asmt_id,
    kind: row.kind,
    title: titles.get(row.asmt_id) ?? '',
    job_title: row.job_title,
    ref_id: row.ref_id,
    completed_at: iso(row.submitted_at),
    language,
    candidate_name: candidateName,
    scoring_key: result.scoring_key,
    method: result.method,
    holland_code: result.holland_code,
    item_count: result.item_count,
    answered_count: result.answered_count,
    attributes: result.attributes
      .filter((a) => a.item_count > 0)
      .map((a) => ({
        code: a.code,
        parent_code: a.parent_code,
        name: names.get(a.code) ?? a.code,
        description: descriptions.get(a.code) ?? null,
        item_count: a.item_count,
        answered_count: a.answered_count,
        raw: a.raw,
        normalised: a.normalised,
        band: scoreBand(a.normalised),
      })),
  };
}
