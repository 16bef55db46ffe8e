/**
 * The scale-quality report (D304): the company's completed attempts read once, each questionnaire
 * scale's and each skills test's rows of item values built here, the statistics computed by the
 * pure functions of server/scoring/scale-reliability.ts. A questionnaire scale counts the attempts
 * that answered every one of its items (listwise); a skills test counts every submitted run, a
 * question without a right answer in time counting wrong, as its score does, and a question a
 * pooled section did not draw for the run missing (D503, D512): the run's score is over the drawn
 * questions, as the candidate's report and the scorecard score it.
 */
import { drawnQuestions, skillsTestSeed } from '../../../contracts/attempt-order.ts';
import { isShownForHiring } from '../../../contracts/hiring-attributes.ts';
import {
  ITEM_TOTAL_FLOOR,
  SCALE_QUALITY_MIN_ATTEMPTS,
  type ScaleQuality,
  type ScaleQualityReport,
} from '../../../contracts/scale-quality.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { scaleQuality, type ItemValue } from '../../scoring/scale-reliability.ts';
import { preferText, readAttributeNames } from '../../db/questionnaire-content.ts';
import { readScoringItems } from '../../db/hiring-form.ts';
import { readContent as readSkillsTestContent } from '../../db/skills-test-content.ts';
import * as store from './scale-quality.store.ts';

type Figures = Omit<
  ScaleQuality,
  'source' | 'source_id' | 'source_title' | 'attribute_type_id' | 'name' | 'right_wrong'
>;

function figures(
  rows: ItemValue[][],
  scores: number[],
  items: readonly { item_id: string; text: string; reversed: boolean }[],
): Figures {
  const q = scaleQuality(rows, scores);
  const some = rows.length > 0;
  return {
    attempts: q.attempts,
    items: items.length,
    too_few: q.too_few,
    alpha: q.alpha,
    ci_low: q.interval?.[0] ?? null,
    ci_high: q.interval?.[1] ?? null,
    sem: q.sem,
    mean: some ? q.distribution.mean : null,
    sd: some ? q.distribution.sd : null,
    histogram: q.distribution.histogram,
    item_fits: items.map((item, j) => ({ ...item, r: q.item_fits[j]?.r ?? null, flag: q.item_fits[j]?.flag ?? null })),
  };
}

export async function questionnaireScales(
  db: Db,
  asmtId: number,
  answers: readonly store.AttemptAnswer[],
  language: Language,
): Promise<ScaleQuality[]> {
  const [scales, items, texts, title, names] = await Promise.all([
    store.assessmentScales(db, asmtId),
    readScoringItems(db, asmtId),
    store.itemTexts(db, asmtId, language),
    store.assessmentTitle(db, asmtId, language),
    readAttributeNames(db, asmtId, language),
  ]);
  const parentOf = new Map(scales.map((s) => [s.code, s.parent_code]));
  const byAttempt = new Map<string, Map<string, unknown>>();
  for (const a of answers) {
    const values = byAttempt.get(a.attempt_id) ?? new Map<string, unknown>();
    values.set(a.item_id, a.value);
    byAttempt.set(a.attempt_id, values);
  }
  const scored = items.filter((i) => !i.is_practice && i.attribute_code !== null);
  const within = (code: string, scale: string) => {
    for (let c: string | null | undefined = code; c; c = parentOf.get(c)) if (c === scale) return true;
    return false;
  };
  // Scales kept out of hiring decisions are not reported (D198, D266).
  const reported = scales.filter((s) => isShownForHiring({ category: s.kind, code: s.code }));
  return reported.flatMap((scale): ScaleQuality[] => {
    const own = scored.filter((i) => within(i.attribute_code!, scale.code));
    if (own.length === 0) return [];
    const rows: number[][] = [];
    const scores: number[] = [];
    for (const values of byAttempt.values()) {
      const row: number[] = [];
      for (const item of own) {
        const v = values.get(item.item_id);
        if (typeof v !== 'number' || !Number.isInteger(v) || v < item.min_value || v > item.max_value) break;
        row.push(item.keyed === -1 ? item.min_value + item.max_value - v : v);
      }
      if (row.length !== own.length) continue;
      rows.push(row);
      // The 0-100 score staff see (docs/scoring.md): the keyed sum against its range.
      const low = own.reduce((s, i) => s + i.min_value, 0);
      const high = own.reduce((s, i) => s + i.max_value, 0);
      scores.push(((row.reduce((s, v) => s + v, 0) - low) / (high - low)) * 100);
    }
    const fits = own.map((i) => ({ item_id: i.item_id, text: texts.get(i.item_id) ?? '', reversed: i.keyed === -1 }));
    return [
      {
        source: 'questionnaire',
        source_id: asmtId,
        source_title: title,
        attribute_type_id: scale.attribute_type_id,
        name: names.get(scale.code) ?? scale.code,
        right_wrong: false,
        ...figures(rows, scores, fits),
      },
    ];
  });
}

/**
 * The questions a run seeded so draws from the test's timed sections (D503); null when no section
 * draws fewer than all its questions, so every run is given every question.
 */
function drawing(
  content: Awaited<ReturnType<typeof readSkillsTestContent>>,
  questions: readonly { skills_test_question_id: number; skills_test_section_id: number }[],
): (seed: string) => Set<number> | null {
  const sections = content.sections
    .filter((s) => !s.is_practice)
    .map((s) => ({ ...s, questions: questions.filter((q) => q.skills_test_section_id === s.skills_test_section_id) }));
  if (!sections.some((s) => s.pool_size !== null && s.pool_size < s.questions.length)) return () => null;
  return (seed) => new Set(sections.flatMap((s) => drawnQuestions(seed, s).map((q) => q.skills_test_question_id)));
}

/** Each skills test the company's candidates submitted (or these of them) as one scale. */
export async function skillsTestScales(
  db: Db,
  accountId: number,
  language: Language,
  testIds?: readonly number[],
): Promise<ScaleQuality[]> {
  const [runs, right] = await Promise.all([
    store.skillsRuns(db, accountId, testIds),
    store.rightOnTime(db, accountId, testIds),
  ]);
  const rightOf = new Map<number, Set<number>>();
  for (const r of right) {
    const set = rightOf.get(r.user_skills_test_id) ?? new Set<number>();
    set.add(r.skills_test_question_id);
    rightOf.set(r.user_skills_test_id, set);
  }
  const taken = [...new Set(runs.map((r) => r.skills_test_id))].sort((a, b) => a - b);
  const out: ScaleQuality[] = [];
  for (const testId of taken) {
    const content = await readSkillsTestContent(db, testId, language);
    const timed = new Set(content.sections.filter((s) => !s.is_practice).map((s) => s.skills_test_section_id));
    const questions = content.questions.filter((q) => timed.has(q.skills_test_section_id));
    if (questions.length === 0) continue;
    const texts = preferText(content.questionTexts, (t) => String(t.skills_test_question_id), language);
    const drawnBy = drawing(content, questions);
    const rows: ItemValue[][] = runs
      .filter((r) => r.skills_test_id === testId)
      .map((r) => {
        const drawn = drawnBy(skillsTestSeed(r.ref_id, r.job_step_activity_id));
        const right = rightOf.get(r.user_skills_test_id);
        return questions.map((q) =>
          drawn && !drawn.has(q.skills_test_question_id) ? null : right?.has(q.skills_test_question_id) ? 1 : 0,
        );
      });
    const scores = rows.map((row) => {
      const given = row.filter((v): v is number => v !== null);
      return (given.reduce((s, v) => s + v, 0) / given.length) * 100;
    });
    const fits = questions.map((q) => ({
      item_id: String(q.skills_test_question_id),
      text: texts.get(String(q.skills_test_question_id))?.text ?? '',
      reversed: false,
    }));
    out.push({
      source: 'skills_test',
      source_id: testId,
      source_title: preferText(content.texts, () => 'test', language).get('test')?.title ?? '',
      attribute_type_id: null,
      name: preferText(content.texts, () => 'test', language).get('test')?.title ?? '',
      right_wrong: true,
      ...figures(rows, scores, fits),
    });
  }
  return out;
}

/** Every questionnaire scale and skills test the company's candidates completed. */
export async function scaleQualityReport(db: Db, accountId: number, language: Language): Promise<ScaleQualityReport> {
  const answers = await store.questionnaireAnswers(db, accountId);
  const asmtIds = [...new Set(answers.map((a) => a.asmt_id))].sort((a, b) => a - b);
  const questionnaires = await Promise.all(
    asmtIds.map((id) =>
      questionnaireScales(
        db,
        id,
        answers.filter((a) => a.asmt_id === id),
        language,
      ),
    ),
  );
  return {
    min_attempts: SCALE_QUALITY_MIN_ATTEMPTS,
    item_total_floor: ITEM_TOTAL_FLOOR,
    scales: [...questionnaires.flat(), ...(await skillsTestScales(db, accountId, language))],
  };
}
