/**
 * The Screening Questions dashboard of the report family: for each custom screening question the
 * filter's applications answered, how many answered, how the answers spread over the choices (a
 * multiple-choice answer counts once per choice picked), how many of those applicants were hired,
 * and which choices knock an applicant out; numbers get their median. Same filters and access as
 * the other account reports.
 */
import * as z from 'zod/mini';
import { ReportFilterSchema } from './analytics.ts';
import { defineEndpoint } from './endpoint.ts';
import { QuestionTypeSchema } from './screening-questions.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const ScreeningQuestionReportSchema = z.object({
  range: z.object({ from_date: z.string(), to_date: z.string() }),
  questions: z.array(
    z.object({
      account_question_id: z.number(),
      question_text: z.string(),
      question_type: QuestionTypeSchema,
      /** Applications with an answer to it. */
      answered: z.number(),
      hired: z.number(),
      /** Choice questions (yes/no ones too): each choice in its order with the applications that picked it. */
      choices: z.array(
        z.object({
          question_option_id: z.number(),
          label: z.string(),
          is_knockout: z.boolean(),
          answers: z.number(),
          hired: z.number(),
        }),
      ),
      /** Number questions: the median answer. */
      median: z.nullable(z.number()),
    }),
  ),
});
export type ScreeningQuestionReport = z.infer<typeof ScreeningQuestionReportSchema>;

export const accountScreeningQuestions = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/screening-questions/',
  access: 'company-dashboard',
  summary:
    "Answers to the custom screening questions of the filter's applications: per choice, with hires and knockouts",
  params: z.object({ accountId: id }),
  query: ReportFilterSchema,
  response: ScreeningQuestionReportSchema,
});
