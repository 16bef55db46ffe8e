/**
 * A company's screening-question templates (/settings/templates/screening-question, decision
 * D140): named, ordered sets of questions from the company's pre-screen list
 * (contracts/question-bank.ts, list 'prescreen'). A requisition's question set can be filled from
 * one: the plan takes a copy of the question ids, so changing the template later changes no plan.
 *
 * Who: the company's staff with company_settings_access, and provider admins; reading the list to
 * fill a plan's question set also suits staff with requisition rights. Staff of another company
 * get 404; staff of the company without the right, and candidates, get 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const MAX_SCREENING_TEMPLATE_NAME = 100;
export const MAX_TEMPLATE_QUESTIONS = 100;

export const SCREENING_TEMPLATE_ORDERINGS = ['name', '-name', 'updated_at', '-updated_at'] as const;
export type ScreeningTemplateOrdering = (typeof SCREENING_TEMPLATE_ORDERINGS)[number];

const dbId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const ScreeningTemplateSchema = z.object({
  screening_template_id: z.number(),
  account_id: z.number(),
  name: z.string(),
  /** In the order they are asked. */
  questions: z.array(
    z.object({ account_question_id: z.number(), question_text: z.string(), question_type: z.string() }),
  ),
  updated_at: z.string(),
});
export type ScreeningTemplate = z.infer<typeof ScreeningTemplateSchema>;

export const ListScreeningTemplatesQuery = z.object({
  account_id: dbId,
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ordering: z.optional(z.enum(SCREENING_TEMPLATE_ORDERINGS)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type ListScreeningTemplates = z.infer<typeof ListScreeningTemplatesQuery>;

export const SaveScreeningTemplateBody = z.object({
  name: z.string().check(z.maxLength(1000)),
  account_question_ids: z.array(bodyId).check(z.maxLength(1000)),
});
export type SaveScreeningTemplate = z.infer<typeof SaveScreeningTemplateBody>;
export const CreateScreeningTemplateBody = z.object({ ...SaveScreeningTemplateBody.shape, account_id: bodyId });

export type ScreeningProblemCode = 'required' | 'too_long' | 'none' | 'too_many' | 'repeated';
export interface ScreeningProblem {
  prop: 'name' | 'account_question_ids';
  code: ScreeningProblemCode;
  message: string;
}

/** The same judgement in the browser (its own translated texts by code) and on the server. */
export function screeningTemplateProblems(body: SaveScreeningTemplate): {
  value: SaveScreeningTemplate;
  problems: ScreeningProblem[];
} {
  const value = { name: body.name.trim(), account_question_ids: body.account_question_ids };
  const problems: ScreeningProblem[] = [];
  if (!value.name) problems.push({ prop: 'name', code: 'required', message: 'Enter a name.' });
  else if (value.name.length > MAX_SCREENING_TEMPLATE_NAME)
    problems.push({
      prop: 'name',
      code: 'too_long',
      message: `Use at most ${MAX_SCREENING_TEMPLATE_NAME} characters.`,
    });
  const ids = value.account_question_ids;
  if (ids.length === 0)
    problems.push({ prop: 'account_question_ids', code: 'none', message: 'Add at least one question.' });
  else if (ids.length > MAX_TEMPLATE_QUESTIONS)
    problems.push({
      prop: 'account_question_ids',
      code: 'too_many',
      message: `A template has at most ${MAX_TEMPLATE_QUESTIONS} questions.`,
    });
  else if (new Set(ids).size !== ids.length)
    problems.push({ prop: 'account_question_ids', code: 'repeated', message: 'A question is in the template twice.' });
  return { value, problems };
}

/** Moves the question at `from` one place up (-1) or down (+1); the keyboard's way to reorder. */
export function moveQuestionId(ids: readonly number[], from: number, by: -1 | 1): number[] {
  const to = from + by;
  if (from < 0 || from >= ids.length || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

const TemplateParams = z.object({ id: dbId });

export const listScreeningTemplates = defineEndpoint({
  method: 'GET',
  path: '/account/v1/screening-templates/',
  access: 'company-templates',
  summary: "The company's screening-question templates with their questions in order; search by name, ordering, paging",
  query: ListScreeningTemplatesQuery,
  response: z.object({ results: z.array(ScreeningTemplateSchema), count: z.number() }),
});

export const createScreeningTemplate = defineEndpoint({
  method: 'POST',
  path: '/account/v1/screening-template/',
  access: 'company-settings',
  summary: "Adds a screening-question template of the company's pre-screen questions; names unique per company",
  body: CreateScreeningTemplateBody,
  response: ScreeningTemplateSchema,
});

export const updateScreeningTemplate = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/screening-template/{id}/',
  access: 'company-settings',
  resource: { kind: 'screening-template', param: 'id' },
  summary: 'Renames a screening-question template or sets its questions and their order',
  params: TemplateParams,
  body: SaveScreeningTemplateBody,
  response: ScreeningTemplateSchema,
});

export const deleteScreeningTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/screening-template/{id}/',
  access: 'company-settings',
  resource: { kind: 'screening-template', param: 'id' },
  summary: 'Deletes a screening-question template (plans filled from it keep their questions)',
  params: TemplateParams,
  response: z.object({ deleted: z.number() }),
});
