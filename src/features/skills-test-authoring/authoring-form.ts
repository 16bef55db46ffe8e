/** The checks the authoring forms run before sending, in the reader's language (the server judges again). */
import { t } from '@lingui/core/macro';
import {
  MAX_QUESTION_OPTIONS,
  MAX_QUESTION_TEXT,
  MAX_SECTION_MINUTES,
  MAX_SKILLS_TEST_INSTRUCTIONS,
  MAX_SKILLS_TEST_TITLE,
  MIN_QUESTION_OPTIONS,
} from '../../../contracts/skills-test-authoring.ts';

export type Problems = Record<string, string>;

export interface TextsDraft {
  title: string;
  instructions: string;
}

export function textsProblems(draft: TextsDraft): Problems {
  const problems: Problems = {};
  const title = draft.title.trim();
  if (!title) problems.title = t`Enter a title`;
  else if (title.length > MAX_SKILLS_TEST_TITLE) problems.title = t`Use at most ${MAX_SKILLS_TEST_TITLE} characters`;
  if (draft.instructions.trim().length > MAX_SKILLS_TEST_INSTRUCTIONS)
    problems.instructions = t`Use at most ${MAX_SKILLS_TEST_INSTRUCTIONS} characters`;
  return problems;
}

export interface SectionDraft extends TextsDraft {
  is_practice: boolean;
  /** As typed; a practice section sends 0. */
  minutes: string;
  /** Questions drawn per candidate (D503), as typed; empty: every question. */
  pool: string;
  /** How many questions the section has now (0 for a new one): the most a pool may draw. */
  questionCount: number;
}

export function sectionProblems(draft: SectionDraft): Problems {
  const problems = textsProblems(draft);
  if (!draft.is_practice) {
    const minutes = Number(draft.minutes);
    if (!/^\d+$/.test(draft.minutes.trim()) || minutes < 1 || minutes > MAX_SECTION_MINUTES)
      problems.minutes = t`Enter a time limit from 1 to ${MAX_SECTION_MINUTES} minutes`;
  }
  const pool = poolProblem(draft);
  if (pool) problems.pool_size = pool;
  return problems;
}

/** A pool size (D503): a timed section's, 1 to its questions, or empty for all of them. */
function poolProblem({ pool, is_practice, questionCount }: SectionDraft): string | undefined {
  const typed = pool.trim();
  // A practice section hides the field and sends none (poolSizeOf).
  if (typed === '' || is_practice) return undefined;
  if (questionCount === 0) return t`Add questions to the section first, or leave this empty`;
  const size = Number(typed);
  if (!/^\d+$/.test(typed) || size < 1 || size > questionCount)
    return t`Enter a number from 1 to ${questionCount}, or leave this empty to show every question`;
  return undefined;
}

/** The pool size a draft sends: null when empty or for a practice section (every question shows). */
export const poolSizeOf = (draft: SectionDraft): number | null =>
  draft.is_practice || draft.pool.trim() === '' ? null : Number(draft.pool.trim());

export interface QuestionDraft {
  text: string;
  options: { text: string; is_correct: boolean }[];
}

export function questionProblems(draft: QuestionDraft): Problems {
  const problems: Problems = {};
  const text = draft.text.trim();
  if (!text) problems.text = t`Enter the question`;
  else if (text.length > MAX_QUESTION_TEXT) problems.text = t`Use at most ${MAX_QUESTION_TEXT} characters`;
  if (draft.options.length < MIN_QUESTION_OPTIONS || draft.options.length > MAX_QUESTION_OPTIONS)
    problems.options = t`Give ${MIN_QUESTION_OPTIONS} to ${MAX_QUESTION_OPTIONS} options`;
  else if (!draft.options.some((o) => o.is_correct)) problems.options = t`Mark at least one option as correct`;
  draft.options.forEach((option, i) => {
    const value = option.text.trim();
    if (!value) problems[`options.${i}.text`] = t`Enter the option`;
    else if (value.length > MAX_QUESTION_TEXT)
      problems[`options.${i}.text`] = t`Use at most ${MAX_QUESTION_TEXT} characters`;
  });
  return problems;
}

/** The publish refusal per section, from the server's `sections.{id}.questions` entries. */
export function emptySectionIds(errors: Record<string, string>): number[] {
  return Object.keys(errors)
    .map((prop) => /^sections\.(\d+)\.questions$/.exec(prop)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
}
