/**
 * The band the scorecard shows around a questionnaire scale's score (D304) and a skills test's
 * percent (D392): the scale's SEM from the company's own attempts, when it has enough. Kept per company and questionnaire with what it
 * was computed from (D391): a scorecard read costs one small grouped query over the company's
 * attempts of the questionnaires it shows (no answer read) while nothing was submitted since;
 * a new submission (or an erased application) changes the fingerprint and the scale's figures are
 * computed again from the answers, once. Kept per database, in this process.
 */
import type { Db } from '../../db/database.ts';
import { questionnaireScales, skillsTestScales } from './scale-quality.service.ts';
import * as store from './scale-quality.store.ts';

interface Kept {
  fingerprint: string;
  /** The SEM by attribute_type_id of the scales with enough attempts (a skills test: under 0). */
  bands: Promise<Map<number, number>>;
}

/** A skills test is one scale: its band is kept under this key. */
const WHOLE_TEST = 0;

/** Companies × questionnaires kept per database; past it the oldest goes. */
const KEPT_MAX = 2000;
const kept = new WeakMap<Db, Map<string, Kept>>();

async function questionnaireBands(db: Db, accountId: number, asmtId: number): Promise<Map<number, number>> {
  const answers = await store.questionnaireAnswers(db, accountId, [asmtId]);
  const bands = new Map<number, number>();
  for (const s of await questionnaireScales(db, asmtId, answers, 'en'))
    if (!s.too_few && s.sem !== null && s.attribute_type_id !== null) bands.set(s.attribute_type_id, s.sem);
  return bands;
}

async function skillsTestBand(db: Db, accountId: number, testId: number): Promise<Map<number, number>> {
  const [test] = await skillsTestScales(db, accountId, 'en', [testId]);
  return new Map(test && !test.too_few && test.sem !== null ? [[WHOLE_TEST, test.sem]] : []);
}

function bandsOf(
  db: Db,
  key: string,
  fingerprint: string,
  compute: () => Promise<Map<number, number>>,
): Promise<Map<number, number>> {
  const ofDb = kept.get(db) ?? new Map<string, Kept>();
  kept.set(db, ofDb);
  const found = ofDb.get(key);
  if (found?.fingerprint === fingerprint) return found.bands;
  const bands = compute();
  ofDb.delete(key);
  ofDb.set(key, { fingerprint, bands });
  if (ofDb.size > KEPT_MAX) ofDb.delete(ofDb.keys().next().value!);
  // A failed computation is not kept: the next read tries again.
  bands.catch(() => {
    if (ofDb.get(key)?.bands === bands) ofDb.delete(key);
  });
  return bands;
}

/** The SEM of each scale of these questionnaires with enough attempts, by attribute. */
export async function scaleBands(db: Db, accountId: number, asmtIds: readonly number[]): Promise<Map<number, number>> {
  const fingerprints = await store.submittedFingerprints(db, accountId, [...new Set(asmtIds)]);
  const all = await Promise.all(
    [...fingerprints].map(([asmtId, fingerprint]) =>
      bandsOf(db, `questionnaire:${accountId}:${asmtId}`, fingerprint, () => questionnaireBands(db, accountId, asmtId)),
    ),
  );
  return new Map(all.flatMap((bands) => [...bands]));
}

/**
 * The SEM of the percent of each skills test this application submitted, by its activity, when
 * the test version it took has enough of the company's runs (D392): two small reads, the test's
 * scale computed from the answers only after a new submission.
 */
export async function skillsTestBands(db: Db, accountId: number, refId: string): Promise<Map<number, number>> {
  const runs = await store.applicationSkillsRuns(db, refId);
  const fingerprints = await store.skillsFingerprints(db, accountId, [...new Set(runs.map((r) => r.skills_test_id))]);
  const bands = new Map<number, number>();
  await Promise.all(
    runs.map(async (run) => {
      const fingerprint = fingerprints.get(run.skills_test_id);
      if (fingerprint === undefined) return;
      const key = `skills_test:${accountId}:${run.skills_test_id}`;
      const sem = (await bandsOf(db, key, fingerprint, () => skillsTestBand(db, accountId, run.skills_test_id))).get(
        WHOLE_TEST,
      );
      if (sem !== undefined) bands.set(run.job_step_activity_id, sem);
    }),
  );
  return bands;
}
