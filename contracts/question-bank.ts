/**
 * A company's question bank (migration 0007): every question type with its choices (points 0 to
 * 100, knockout answers), the attributes a question measures, archiving. The bank holds two lists
 * (migration 0059): pre-screen questions, which question-set activities of a screening plan ask
 * (contracts/smartreq.ts, setActivityQuestions), and interview questions, which interview kits copy
 * (contracts/interview.ts; an interviewer answers them in notes, so they are long_text without
 * choices). Shared library questions (no company) are read-only for companies.
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { AccountIdParams, paged } from './smartreq.ts';
import { QUESTION_TYPES } from './screening-rules.ts';
import { textVersionsSchema } from './company-text-schema.ts';

// One list of question types: the screening rules' (zod-free), which screening questions use too.
export { QUESTION_TYPES };
export const QuestionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

/** Types whose answer is one of the question's choices. yes_no gets Yes and No when none are given. */
export const CHOICE_TYPES: readonly QuestionType[] = ['single_choice', 'multiple_choice', 'yes_no'];

/**
 * prescreen: asked by the question sets of requisitions' screening plans. interview: copied by
 * interview kits. employee (migration 0064, D139): asked by the question sets of career pathways'
 * evaluation plans, whose participants are the company's employees.
 */
export const QUESTION_LISTS = ['prescreen', 'interview', 'employee'] as const;
export const QuestionListSchema = z.enum(QUESTION_LISTS);
export type QuestionList = z.infer<typeof QuestionListSchema>;
/** The one type of interview-list questions. */
export const INTERVIEW_QUESTION_TYPE: QuestionType = 'long_text';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** A text's versions in the languages besides the company default's, which is the column itself (D199, D287). */
const versions = (max: number) => textVersionsSchema(max);

export const QuestionOptionSchema = z.object({
  question_option_id: z.number(),
  option_text: z.string(),
  /** The choice in other languages; an answer keeps the choice's id, so each version means the same choice. */
  option_text_i18n: versions(500),
  sort_order: z.number(),
  /** Points towards the question's score, 0 to 100; null is unscored. */
  score: z.nullable(z.number()),
  /** Choosing it disqualifies. */
  is_knockout: z.boolean(),
});

export const QuestionAttributeSchema = z.object({
  attribute_type_id: z.number(),
  name: z.string(),
  weight: z.number(),
});

export const QuestionSettingsSchema = z.object({
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  max_length: z.optional(z.number().check(z.int(), z.positive(), z.lte(20_000))),
  accept: z.optional(z.string().check(z.maxLength(200))),
});

export const QuestionSchema = z.object({
  account_question_id: z.number(),
  account_id: z.nullable(z.number()),
  question_list: QuestionListSchema,
  question_type: QuestionTypeSchema,
  question_text: z.string(),
  question_text_i18n: versions(2_000),
  /** Help for the candidate (pre-screen) or guidance for the interviewer (interview). */
  help_text: z.string(),
  help_text_i18n: versions(2_000),
  measurement_type_id: z.nullable(z.number()),
  settings: QuestionSettingsSchema,
  is_archived: z.boolean(),
  options: z.array(QuestionOptionSchema),
  attributes: z.array(QuestionAttributeSchema),
  /** Pre-screen: how many plan activities ask it. Interview: how many kits (not archived) hold a copy of it. */
  usage_count: z.number(),
  created_at: z.string(),
});
export type Question = z.infer<typeof QuestionSchema>;

const score = z.nullable(z.number().check(z.gte(0), z.lte(100)));
export const OptionInputSchema = z.object({
  option_text: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  /** Its versions in other languages, whole value replaced, a blank one removed. */
  option_text_i18n: z.optional(versions(500)),
  score: z.optional(score),
  is_knockout: z.optional(z.boolean()),
});
export const QuestionInputSchema = z.object({
  question_type: QuestionTypeSchema,
  question_text: z.string().check(z.trim(), z.minLength(1), z.maxLength(2_000)),
  /** The question's versions in other languages (D287): whole value replaced, a blank one removed. */
  question_text_i18n: z.optional(versions(2_000)),
  help_text: z.optional(z.string().check(z.trim(), z.maxLength(2_000))),
  help_text_i18n: z.optional(versions(2_000)),
  measurement_type_id: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.lte(100)))),
  settings: z.optional(QuestionSettingsSchema),
  options: z.optional(z.array(OptionInputSchema).check(z.maxLength(50))),
  attributes: z.optional(
    z
      .array(
        z.object({ attribute_type_id: bodyId, weight: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))) }),
      )
      .check(z.maxLength(50)),
  ),
});
export type QuestionInput = z.infer<typeof QuestionInputSchema>;

export const NewQuestionSchema = z.extend(QuestionInputSchema, { question_list: z.optional(QuestionListSchema) });
export type NewQuestion = z.infer<typeof NewQuestionSchema>;

export type QuestionProblem = {
  prop: string;
  problem: 'options_required' | 'options_not_allowed' | 'min_above_max' | 'interview_type';
};

/** The rules between fields, for the server and the form alike. */
export function questionProblems(
  input: Pick<QuestionInput, 'question_type' | 'options' | 'settings'>,
  list: QuestionList = 'prescreen',
): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  if (list === 'interview' && input.question_type !== INTERVIEW_QUESTION_TYPE)
    problems.push({ prop: 'question_type', problem: 'interview_type' });
  const options = input.options ?? [];
  if ((input.question_type === 'single_choice' || input.question_type === 'multiple_choice') && options.length < 2) {
    problems.push({ prop: 'options', problem: 'options_required' });
  }
  if (!CHOICE_TYPES.includes(input.question_type) && options.length > 0)
    problems.push({ prop: 'options', problem: 'options_not_allowed' });
  const { min, max } = input.settings ?? {};
  if (min !== undefined && max !== undefined && min > max)
    problems.push({ prop: 'settings', problem: 'min_above_max' });
  return problems;
}

export const QuestionIdParams = z.object({ accountQuestionId: id });

export const listQuestions = defineEndpoint({
  method: 'GET',
  path: '/account/v1/questions/{accountId}/',
  access: 'company-staff',
  summary:
    "One of the company's question lists (pre-screen unless asked) with the shared library's, newest first, paged; search and type filter",
  params: AccountIdParams,
  query: z.object({
    question_list: z.optional(z.catch(QuestionListSchema, 'prescreen')),
    search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    question_type: z.optional(z.catch(z.optional(QuestionTypeSchema), undefined)),
    include_archived: z.optional(z.catch(z.enum(['0', '1']), '0')),
    page: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(100_000))),
    page_size: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(100))),
  }),
  response: paged(QuestionSchema),
});

export const getQuestion = defineEndpoint({
  method: 'GET',
  path: '/account/v1/question/{accountQuestionId}/',
  access: 'company-staff',
  resource: { kind: 'bank-question', param: 'accountQuestionId' },
  summary: 'One question with its choices and attributes',
  params: QuestionIdParams,
  response: QuestionSchema,
});

export const createQuestion = defineEndpoint({
  method: 'POST',
  path: '/account/v1/questions/{accountId}/',
  access: 'company-staff',
  summary:
    "Add a question to one of the company's lists (pre-screen unless given); interview and employee questions need company settings access",
  params: AccountIdParams,
  body: NewQuestionSchema,
  response: QuestionSchema,
});

export const patchQuestion = defineEndpoint({
  method: 'PATCH',
  path: '/account/v1/question/{accountQuestionId}/',
  access: 'company-settings',
  resource: { kind: 'bank-question', param: 'accountQuestionId' },
  summary:
    'Change a company question (its list stays; company settings access); given choices or attributes replace the old ones (choices whose text, points and knockout are unchanged keep their ids and take only their new versions, even once answered); is_archived false restores an archived one',
  params: QuestionIdParams,
  body: z.extend(z.partial(QuestionInputSchema), { is_archived: z.optional(z.boolean()) }),
  response: QuestionSchema,
});

export const archiveQuestion = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/question/{accountQuestionId}/',
  access: 'company-settings',
  resource: { kind: 'bank-question', param: 'accountQuestionId' },
  summary:
    'Archive a company question (company settings access): hidden from the bank, plans that ask it keep asking it',
  params: QuestionIdParams,
  response: OkSchema,
});

export const questionBankEndpoints = [listQuestions, getQuestion, createQuestion, patchQuestion, archiveQuestion];
