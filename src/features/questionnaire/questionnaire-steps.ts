/**
 * The order a questionnaire is answered in: practice items first, then each section's items, in
 * the order of the attempt (D319, contracts/attempt-order.ts): shuffled from its id unless the
 * author fixed the order; the author's order before there is an attempt.
 */
import { attemptSections } from '../../../contracts/attempt-order.ts';
import type { AssessmentContent, AssessmentItem, ResponseScale } from '../../../contracts/assessment.ts';

export interface QuestionStep {
  item: AssessmentItem;
  scale: ResponseScale | undefined;
  sectionTitle: string;
  isPractice: boolean;
  /** 1-based among practice items, or among counted items. */
  number: number;
  /** How many practice items, or how many counted items. */
  of: number;
}

export function questionSteps(content: AssessmentContent, attemptId?: string): QuestionStep[] {
  const scales = new Map(content.scales.map((s) => [s.code, s]));
  const ordered = attemptSections(content.sections, attemptId, content.fixed_order === true).flatMap(
    ({ section, items }) =>
      items.map((item) => ({ item, sectionTitle: section.title, isPractice: section.is_practice || item.is_practice })),
  );
  const practiceTotal = ordered.filter((s) => s.isPractice).length;
  const countedTotal = ordered.length - practiceTotal;
  let practiceNumber = 0;
  let countedNumber = 0;
  return ordered.map(({ item, sectionTitle, isPractice }) => ({
    item,
    scale: scales.get(item.response_scale),
    sectionTitle,
    isPractice,
    number: isPractice ? ++practiceNumber : ++countedNumber,
    of: isPractice ? practiceTotal : countedTotal,
  }));
}

/** Where to resume: the first unanswered step, or the review (steps.length) when all are answered. */
export function resumePosition(steps: readonly QuestionStep[], answered: ReadonlySet<string>): number {
  const index = steps.findIndex((s) => !answered.has(s.item.item_id));
  return index === -1 ? steps.length : index;
}
