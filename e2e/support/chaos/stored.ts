/**
 * What no one can read back through the API, read from the server's own database once the bench
 * has stopped it (the embedded PGlite under its data folder). The video answers' files: for every
 * candidate whose screen said their video answers were submitted, each question must hold exactly
 * one ready answer whose SHA-256 is the take the person used last (video.ts); none is a lost answer,
 * two a duplicated one. And the equal-opportunity answers, which
 * the server keeps apart from the application and shows to no one as a candidate's (D107). For
 * every candidate whose screen said "Thank you, this step is complete" the application must be
 * linked to exactly one stored set of answers, and that set must be the choices the person sent
 * (the declines left out, as the server keeps only answers given). The tracker's "completed"
 * alone (verify-application.ts) would pass an answer set never written or written twice.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../../server/db/database.ts';
import type { CandidateRun, Verdict } from './candidate-run.ts';

/** The answers the server keeps of what the page sent: every choice but a decline. */
export const keptOf = (choices: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(choices).filter(([, value]) => value !== '' && value !== 'decline'));

const sameAnswers = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Opens the stopped server's database under `dataDir` and compares each run's equal-opportunity answers with it. */
export async function verifyStoredEeoc(dataDir: string, runs: readonly CandidateRun[], verdict: Verdict) {
  const sent = runs.filter((run) => run.eeoc?.submitted);
  if (sent.length === 0) return;
  const { db, close } = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    for (const run of sent) {
      const did = run.eeoc!;
      const rows = await db
        .selectFrom('eeoc_answer_applications as l')
        .innerJoin('eeoc_answers as e', 'e.eeoc_answer_id', 'l.eeoc_answer_id')
        .select(sql<unknown>`e.answers`.as('answers'))
        .where('l.ref_id', '=', did.activity.refId)
        .execute();
      const expected = keptOf(did.choices);
      verdict.answersChecked += Object.keys(did.choices).length;
      const stored = rows.map(
        (r) => (typeof r.answers === 'string' ? JSON.parse(r.answers) : r.answers) as Record<string, string>,
      );
      if (stored.length === 1 && sameAnswers(stored[0]!, expected)) continue;
      const lost = stored.length === 0 ? Math.max(1, Object.keys(did.choices).length) : 0;
      const duplicated = Math.max(0, stored.length - 1);
      verdict.lost += lost || (stored.length === 1 ? 1 : 0);
      verdict.duplicated += duplicated;
      verdict.findings.push({
        email: run.email,
        activity: 'eeoc',
        problem: lost ? 'lost' : duplicated ? 'duplicated' : 'wrong',
        detail: `the screen said complete with ${JSON.stringify(expected)} kept; the server's database holds ${stored.length} answer sets${
          stored.length ? `: ${stored.map((s) => JSON.stringify(s)).join(', ')}` : ''
        }`,
      });
    }
  } finally {
    await close();
  }
}

/** Opens the stopped server's database under `dataDir` and compares each run's video answers with the takes it used. */
export async function verifyStoredVideo(dataDir: string, runs: readonly CandidateRun[], verdict: Verdict) {
  const sent = runs.filter((run) => run.video?.submitted);
  if (sent.length === 0) return;
  const { db, close } = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    for (const run of sent) {
      const did = run.video!;
      const rows = await db
        .selectFrom('video_answers')
        .select(['video_question_id', 'sha256'])
        .where('ref_id', '=', did.activity.refId)
        .where('job_step_activity_id', '=', did.activity.jobStepActivityId)
        .where('status', '=', 'ready')
        .execute();
      for (const [questionId, takes] of Object.entries(did.takes)) {
        const used = takes.at(-1);
        const ready = rows.filter((r) => String(r.video_question_id) === questionId);
        const asUsed = ready.filter((r) => r.sha256 === used).length;
        if (asUsed === 1) continue;
        const problem = asUsed === 0 ? (ready.length === 0 ? 'lost' : 'wrong') : 'duplicated';
        // Counted once: the check through the API (verify-video.ts) may have counted this answer already.
        const counted = verdict.findings.some(
          (f) =>
            f.email === run.email &&
            f.activity === 'video' &&
            f.problem === (problem === 'wrong' ? 'lost' : problem) &&
            f.detail.startsWith(`question ${questionId}:`),
        );
        if (!counted) {
          verdict.lost += asUsed === 0 ? 1 : 0;
          verdict.duplicated += Math.max(0, asUsed - 1);
        }
        verdict.findings.push({
          email: run.email,
          activity: 'video',
          problem,
          detail: `question ${questionId}: the take used (SHA-256 ${used?.slice(0, 12)}…) is ${asUsed} of the ${ready.length} ready answers in the server's database`,
        });
      }
    }
  } finally {
    await close();
  }
}
