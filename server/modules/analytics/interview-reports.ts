/** The interview dashboards' figures, computed from the store's per-interviewer, per-attribute rows. */
import type { InterviewerDetail, InterviewerSummary, InterviewOverview } from '../../../contracts/interview-reports.ts';
import { INTERVIEW_STATUSES, RECOMMENDATIONS, type Recommendation } from '../../../contracts/interview.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import type { Scope } from './analytics.store.ts';
import * as store from './interview-reports.store.ts';

const range = (s: Scope) => ({ from_date: s.from, to_date: s.to });
const round2 = (x: number) => Math.round(x * 100) / 100;
const addCounts = (a: number[], b: number[]) => a.map((v, i) => v + b[i]!);

/** Means and the difference from the panel over a set of score rows. */
function calibration(rows: store.ScoreRow[]) {
  const scores = rows.reduce((s, r) => s + r.scores, 0);
  const total = rows.reduce((s, r) => s + r.total, 0);
  const compared = rows.reduce((s, r) => s + r.compared, 0);
  const comparedTotal = rows.reduce((s, r) => s + r.compared_total, 0);
  const peerTotal = rows.reduce((s, r) => s + r.peer_total, 0);
  return {
    scores,
    mean: scores ? round2(total / scores) : null,
    compared,
    panel_mean: compared ? round2(peerTotal / compared) : null,
    difference: compared ? round2((comparedTotal - peerTotal) / compared) : null,
  };
}

export async function interviewOverview(db: Db, scope: Scope): Promise<InterviewOverview> {
  const [statuses, effort, recs, scores] = await Promise.all([
    store.interviewsByStatus(db, scope),
    store.interviewEffort(db, scope),
    store.recommendations(db, scope),
    store.scoresByInterviewer(db, scope),
  ]);
  const byAttribute = new Map<number, { name: string; scores: number; total: number; counts: number[] }>();
  for (const r of scores) {
    const a = byAttribute.get(r.attribute_type_id) ?? { name: r.name, scores: 0, total: 0, counts: [0, 0, 0, 0, 0] };
    byAttribute.set(r.attribute_type_id, {
      name: a.name,
      scores: a.scores + r.scores,
      total: a.total + r.total,
      counts: addCounts(a.counts, r.counts),
    });
  }
  return {
    range: range(scope),
    interviews: statuses.reduce((s, r) => s + r.interviews, 0),
    by_status: INTERVIEW_STATUSES.map((status) => ({
      status,
      interviews: statuses.find((r) => r.status === status)?.interviews ?? 0,
    })),
    evaluations_submitted: effort.evaluations,
    interviewer_hours: Math.round((effort.seconds / 3600) * 10) / 10,
    recommendations: RECOMMENDATIONS.map((recommendation) => {
      const row = recs.find((r) => r.recommendation === recommendation);
      return { recommendation, evaluations: row?.evaluations ?? 0, hired: row?.hired ?? 0 };
    }),
    attributes: [...byAttribute.entries()]
      .map(([attribute_type_id, a]) => ({
        attribute_type_id,
        name: a.name,
        scores: a.scores,
        mean: a.scores ? round2(a.total / a.scores) : null,
        counts: a.counts,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export async function interviewerSummary(db: Db, scope: Scope): Promise<InterviewerSummary> {
  const [load, scores, recs] = await Promise.all([
    store.interviewerLoad(db, scope),
    store.scoresByInterviewer(db, scope),
    store.recommendationsByInterviewer(db, scope),
  ]);
  return {
    range: range(scope),
    interviewers: load.map((person) => {
      const own = scores.filter((r) => r.user_id === person.user_id);
      return {
        user_id: person.user_id,
        full_name: person.full_name,
        interviews: person.interviews,
        evaluations_submitted: person.submitted,
        counts: own.reduce((c, r) => addCounts(c, r.counts), [0, 0, 0, 0, 0]),
        recommendations: RECOMMENDATIONS.map((recommendation: Recommendation) => ({
          recommendation,
          evaluations:
            recs.find((r) => r.user_id === person.user_id && r.recommendation === recommendation)?.evaluations ?? 0,
        })),
        ...calibration(own),
      };
    }),
  };
}

/** One interviewer's scores per attribute on the applications, against the rest of the panel; 404 for someone never on the company's panels. */
export async function interviewerScores(
  db: Db,
  applications: store.Applications,
  interviewerId: number,
): Promise<Omit<InterviewerDetail, 'range'>> {
  const fullName = await store.interviewerName(db, applications.accountId, interviewerId);
  if (fullName === undefined) throw notFound('Interviewer not found');
  const scores = await store.scoresByInterviewer(db, applications, interviewerId);
  return {
    user_id: interviewerId,
    full_name: fullName,
    attributes: scores
      .map((r) => ({ attribute_type_id: r.attribute_type_id, name: r.name, counts: r.counts, ...calibration([r]) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export async function interviewerDetail(db: Db, scope: Scope, interviewerId: number): Promise<InterviewerDetail> {
  return { range: range(scope), ...(await interviewerScores(db, scope, interviewerId)) };
}
