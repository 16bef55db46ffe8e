/**
 * A skills test's sections in the author's order with their texts in a language (English where a
 * text is missing): what the run's order is made from (contracts/attempt-order.ts
 * `skillsTestSections`, D332). The candidate's content (skills-test-reads.service.ts) and the
 * staff's view of the order a run showed (staff-skills-order.ts, D492) both start here, so the two
 * shuffle the same rows with the same function.
 */
import type { Language } from '../../../contracts/user.ts';
import { preferText } from '../../db/questionnaire-content.ts';
import type { ContentRows } from '../../db/skills-test-content.ts';

export interface AuthoredOption {
  skills_test_option_id: number;
  text: string;
  is_correct?: boolean;
}

export interface AuthoredSection {
  skills_test_section_id: number;
  sort_order: number;
  is_practice: boolean;
  title: string;
  instructions: string;
  minutes: number;
  /** Questions drawn per run (D503); null: all. */
  pool_size: number | null;
  questions: { skills_test_question_id: number; sort_order: number; text: string; options: AuthoredOption[] }[];
}

/** The test's title and instructions in `language`. */
export function testText(rows: ContentRows, language: Language) {
  return preferText(rows.texts, () => 'test', language).get('test');
}

/** The sections as authored; `showKey(section)` says whether its options carry `is_correct`. */
export function authoredSections(
  rows: ContentRows,
  language: Language,
  showKey: (section: { is_practice: boolean }) => boolean,
): AuthoredSection[] {
  const sectionTexts = preferText(rows.sectionTexts, (r) => String(r.skills_test_section_id), language);
  const questionTexts = preferText(rows.questionTexts, (r) => String(r.skills_test_question_id), language);
  const optionTexts = preferText(rows.optionTexts, (r) => String(r.skills_test_option_id), language);
  return rows.sections.map((section) => ({
    skills_test_section_id: section.skills_test_section_id,
    sort_order: section.sort_order,
    is_practice: section.is_practice,
    title: sectionTexts.get(String(section.skills_test_section_id))?.title ?? '',
    instructions: sectionTexts.get(String(section.skills_test_section_id))?.instructions ?? '',
    minutes: section.minutes,
    pool_size: section.pool_size,
    questions: rows.questions
      .filter((q) => q.skills_test_section_id === section.skills_test_section_id)
      .map((q) => ({
        skills_test_question_id: q.skills_test_question_id,
        sort_order: q.sort_order,
        text: questionTexts.get(String(q.skills_test_question_id))?.text ?? '',
        options: rows.options
          .filter((o) => o.skills_test_question_id === q.skills_test_question_id)
          .map((o) => ({
            skills_test_option_id: o.skills_test_option_id,
            text: optionTexts.get(String(o.skills_test_option_id))?.text ?? '',
            ...(showKey(section) ? { is_correct: o.is_correct } : {}),
          })),
      })),
  }));
}
