/**
 * A skills test's stored content (its texts, sections, questions and options) in the asked
 * language and in English together. Below the modules (D459), as a questionnaire's is
 * (questionnaire-content.ts, D338): the skills test's screens and results (skills-test), the
 * author's preview (skills-test-authoring) and the scale's figures (scale-quality) read it, so
 * scale quality imports no kind's module.
 */
import type { Language } from '../../contracts/user.ts';
import type { Db } from './database.ts';

export interface ContentRows {
  texts: { language: string; title: string; instructions: string }[];
  sections: {
    skills_test_section_id: number;
    sort_order: number;
    is_practice: boolean;
    minutes: number;
    /** Questions drawn per run (D503); null: all. */
    pool_size: number | null;
  }[];
  sectionTexts: { skills_test_section_id: number; language: string; title: string; instructions: string }[];
  questions: { skills_test_question_id: number; skills_test_section_id: number; sort_order: number }[];
  questionTexts: { skills_test_question_id: number; language: string; text: string }[];
  options: {
    skills_test_option_id: number;
    skills_test_question_id: number;
    sort_order: number;
    is_correct: boolean;
  }[];
  optionTexts: { skills_test_option_id: number; language: string; text: string }[];
}

/** The test's content in `language` and English (the fallback). */
export async function readContent(db: Db, skillsTestId: number, language: Language): Promise<ContentRows> {
  const languages = [...new Set<string>([language, 'en'])];
  const texts = await db
    .selectFrom('skills_test_texts')
    .select(['language', 'title', 'instructions'])
    .where('skills_test_id', '=', skillsTestId)
    .where('language', 'in', languages)
    .execute();
  const sections = await db
    .selectFrom('skills_test_sections')
    .select(['skills_test_section_id', 'sort_order', 'is_practice', 'minutes', 'pool_size'])
    .where('skills_test_id', '=', skillsTestId)
    .orderBy('sort_order')
    .orderBy('skills_test_section_id')
    .execute();
  const sectionIds = sections.map((s) => s.skills_test_section_id);
  if (sectionIds.length === 0)
    return { texts, sections, sectionTexts: [], questions: [], questionTexts: [], options: [], optionTexts: [] };
  const sectionTexts = await db
    .selectFrom('skills_test_section_texts')
    .select(['skills_test_section_id', 'language', 'title', 'instructions'])
    .where('skills_test_section_id', 'in', sectionIds)
    .where('language', 'in', languages)
    .execute();
  const questions = await db
    .selectFrom('skills_test_questions')
    .select(['skills_test_question_id', 'skills_test_section_id', 'sort_order'])
    .where('skills_test_section_id', 'in', sectionIds)
    .orderBy('sort_order')
    .orderBy('skills_test_question_id')
    .execute();
  const questionIds = questions.map((q) => q.skills_test_question_id);
  if (questionIds.length === 0)
    return { texts, sections, sectionTexts, questions, questionTexts: [], options: [], optionTexts: [] };
  const questionTexts = await db
    .selectFrom('skills_test_question_texts')
    .select(['skills_test_question_id', 'language', 'text'])
    .where('skills_test_question_id', 'in', questionIds)
    .where('language', 'in', languages)
    .execute();
  const options = await db
    .selectFrom('skills_test_options')
    .select(['skills_test_option_id', 'skills_test_question_id', 'sort_order', 'is_correct'])
    .where('skills_test_question_id', 'in', questionIds)
    .orderBy('sort_order')
    .orderBy('skills_test_option_id')
    .execute();
  const optionIds = options.map((o) => o.skills_test_option_id);
  const optionTexts =
    optionIds.length === 0
      ? []
      : await db
          .selectFrom('skills_test_option_texts')
          .select(['skills_test_option_id', 'language', 'text'])
          .where('skills_test_option_id', 'in', optionIds)
          .where('language', 'in', languages)
          .execute();
  return { texts, sections, sectionTexts, questions, questionTexts, options, optionTexts };
}
