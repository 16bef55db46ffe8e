/** Shapes stored content for the screens, and checks raw answers before the pure scoring runs. */
import { attemptSections } from '../../../contracts/attempt-order.ts';
import type {
  AssessmentContent,
  AttemptQuestionOrder,
  RawScoreConvert,
  RawScores,
} from '../../../contracts/assessment.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../http/http-error.ts';
import { scoreAssessment } from '../../scoring/score-assessment.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import { findAssessment, readAttemptedQuestionnaires } from './assessment.store.ts';
import { preferText, readAttributeNames, readContent } from '../../db/questionnaire-content.ts';
import { expandPathwayRoles, type TrackerOfUser } from '../pathway/index.ts';
import { formOfTracker, itemsKeptOutOfHiring, minutesForItems, readScoringItems } from '../../db/hiring-form.ts';

type StoredContent = Awaited<ReturnType<typeof readContent>>;

/** The content without `left` items, and without a section left empty by that (the hiring form, D291). */
function withoutItems(content: StoredContent, left: ReadonlySet<string>): StoredContent {
  if (left.size === 0) return content;
  const items = content.items.filter((item) => !left.has(item.item_id));
  const withItems = new Set(items.map((item) => item.section_id));
  return { ...content, items, sections: content.sections.filter((section) => withItems.has(section.section_id)) };
}

const scoredItemCount = (content: StoredContent) => content.items.filter((item) => !item.is_practice).length;

export async function assessmentContent(
  db: Db,
  asmtId: number,
  language: Language,
  tracker?: TrackerOfUser,
): Promise<AssessmentContent> {
  const assessment = await findAssessment(db, asmtId);
  if (!assessment) throw notFound('Assessment not found');
  const stored = await readContent(db, asmtId, language);
  // The career pathways questionnaire asks about each role of the tracker's pathway.
  const expanded = assessment.kind === 'career_pathways' ? await expandPathwayRoles(db, stored, tracker) : stored;
  // A requisition's hiring form leaves out the items of the scales kept out of hiring (D291).
  const hiring = tracker !== undefined && (await formOfTracker(db, tracker, asmtId)) === 'hiring';
  const content = hiring ? withoutItems(expanded, await itemsKeptOutOfHiring(db, asmtId)) : expanded;
  const text = preferText(content.texts, () => 'assessment', language).get('assessment');
  const sectionTitles = preferText(content.sectionTexts, (t) => String(t.section_id), language);
  const itemTexts = preferText(content.itemTexts, (t) => t.item_id, language);
  const labels = preferText(content.options, (o) => `${o.scale_code}/${o.value}`, language);
  return {
    asmt_id: assessment.asmt_id,
    slug: assessment.slug,
    kind: assessment.kind,
    language,
    title: text?.title ?? assessment.slug,
    instructions: text?.instructions ?? '',
    has_pledge: assessment.has_pledge,
    fixed_order: assessment.fixed_order,
    estimated_minutes: hiring
      ? minutesForItems(assessment.estimated_minutes, scoredItemCount(expanded), scoredItemCount(content))
      : assessment.estimated_minutes,
    item_count: content.items.filter((i) => !i.is_practice).length,
    practice_item_count: content.items.filter((i) => i.is_practice).length,
    scales: content.scales.map((scale) => ({
      code: scale.scale_code,
      min: scale.min_value,
      max: scale.max_value,
      options: Array.from({ length: scale.max_value - scale.min_value + 1 }, (_, i) => {
        const value = scale.min_value + i;
        return { value, label: labels.get(`${scale.scale_code}/${value}`)?.label ?? String(value) };
      }),
    })),
    sections: content.sections.map((section) => ({
      section_id: section.section_id,
      sort_order: section.sort_order,
      is_practice: section.is_practice,
      title: sectionTitles.get(String(section.section_id))?.title ?? '',
      items: content.items
        .filter((item) => item.section_id === section.section_id)
        .map((item) => ({
          item_id: item.item_id,
          sort_order: item.sort_order,
          is_practice: item.is_practice,
          text: itemTexts.get(item.item_id)?.text ?? '',
          response_scale: item.response_scale,
        })),
    })),
  };
}

export async function convertRawScores(db: Db, body: RawScoreConvert): Promise<RawScores> {
  const assessment = await findAssessment(db, body.asmt_id);
  if (!assessment) throw invalid('asmt_id', 'There is no such assessment.');
  const items = await readScoringItems(db, body.asmt_id);
  const byId = new Map(items.map((item) => [item.item_id, item]));
  const answers = new Map<string, number | null>();
  for (const [index, answer] of body.answers.entries()) {
    const item = byId.get(answer.item_id);
    if (!item) throw invalid(`answers.${index}.item_id`, 'This item is not part of the assessment.');
    if (answers.has(answer.item_id)) throw invalid(`answers.${index}.item_id`, 'This item is answered twice.');
    if (answer.value !== null && (answer.value < item.min_value || answer.value > item.max_value)) {
      throw invalid(`answers.${index}.value`, `The answer must be between ${item.min_value} and ${item.max_value}.`);
    }
    answers.set(answer.item_id, answer.value);
  }
  const scored = items.filter((item) => !item.is_practice);
  const range = { min: scored[0]?.min_value ?? 1, max: scored[0]?.max_value ?? 5 };
  if (scored.some((item) => item.min_value !== range.min || item.max_value !== range.max)) {
    throw new Error(`assessment ${body.asmt_id} mixes response scales; its scoring key expects one`);
  }
  const scores = scoreAssessment(assessment.scoring_key, items, answers, range);
  const names = await readAttributeNames(db, body.asmt_id, body.language ?? 'en');
  return {
    asmt_id: assessment.asmt_id,
    ...scores,
    attributes: scores.attributes.map((a) => ({ ...a, name: names.get(a.code) ?? a.code })),
  };
}

/**
 * The order each questionnaire the application's candidate started showed its items in (D319):
 * the content the candidate was given (their tracker's form and roles), ordered by the attempt's id
 * as the screens order it (contracts/attempt-order.ts).
 */
export async function questionOrders(
  db: Db,
  application: StaffApplication,
  language: Language,
): Promise<AttemptQuestionOrder[]> {
  const attempted = await readAttemptedQuestionnaires(db, application.job.job_id, application.ref_id);
  const tracker = { refId: application.ref_id, userId: application.user_id };
  return Promise.all(
    attempted.map(async (a) => {
      const content = await assessmentContent(db, a.asmt_id, language, tracker);
      return {
        job_step_activity_id: a.job_step_activity_id,
        title: a.title,
        asmt_id: a.asmt_id,
        attempt_id: a.attempt_id,
        shuffled: !content.fixed_order,
        items: attemptSections(content.sections, a.attempt_id, content.fixed_order).flatMap(({ section, items }) =>
          items.map((item) => ({
            item_id: item.item_id,
            text: item.text,
            is_practice: section.is_practice || item.is_practice,
          })),
        ),
      };
    }),
  );
}
