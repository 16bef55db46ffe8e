/**
 * A company's scoring-criteria templates (/settings/templates/scoring-criteria, decision D140): a
 * named set of criteria, each with an optional description and five anchored levels (1 to 5, each
 * with a short label and what that level looks like). An interview kit's rubric starts from a
 * template by copying it: the kit keeps its own text, so editing the template later changes no kit
 * and no past scorecard. A template that was used is archived instead of deleted.
 *
 * Who: the company's staff with company_settings_access, and provider admins. Staff of another
 * company get 404; staff of the company without the flag, and candidates, get 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const MAX_SCORING_TEMPLATE_NAME = 100;
export const MAX_CRITERION_NAME = 100;
export const MAX_CRITERION_DESCRIPTION = 500;
export const MAX_LEVEL_LABEL = 60;
/** The kits' anchors hold 500 characters; a copied level is "label: description". */
export const MAX_LEVEL_DESCRIPTION = 400;
export const MAX_CRITERIA = 20;
export const SCORING_LEVELS = [1, 2, 3, 4, 5] as const;

export const SCORING_TEMPLATE_ORDERINGS = ['name', '-name', 'updated_at', '-updated_at'] as const;
export type ScoringTemplateOrdering = (typeof SCORING_TEMPLATE_ORDERINGS)[number];

const dbId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const ScoringLevelSchema = z.object({ level: z.number(), label: z.string(), description: z.string() });
export const ScoringCriterionSchema = z.object({
  name: z.string(),
  description: z.string(),
  levels: z.array(ScoringLevelSchema),
});
export type ScoringCriterion = z.infer<typeof ScoringCriterionSchema>;

export const ScoringTemplateSchema = z.object({
  scoring_template_id: z.number(),
  account_id: z.number(),
  name: z.string(),
  criteria: z.array(ScoringCriterionSchema),
  /** How many times a kit started from it; a used template is archived, not deleted. */
  use_count: z.number(),
  archived: z.boolean(),
  updated_at: z.string(),
});
export type ScoringTemplate = z.infer<typeof ScoringTemplateSchema>;

export const ListScoringTemplatesQuery = z.object({
  account_id: dbId,
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ordering: z.optional(z.enum(SCORING_TEMPLATE_ORDERINGS)),
  /** 'true': the archived ones only; otherwise the templates in use. */
  archived: z.optional(z.enum(['true', 'false'])),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type ListScoringTemplates = z.infer<typeof ListScoringTemplatesQuery>;

const loose = (max: number) => z.string().check(z.maxLength(max));
/** Five levels as sent: judged by levelProblems, so each problem is said next to its field. */
export const SentLevelsSchema = z
  .array(
    z.object({ level: z.number().check(z.int(), z.gte(1), z.lte(5)), label: loose(1000), description: loose(5000) }),
  )
  .check(z.maxLength(5));
export const SaveScoringTemplateBody = z.object({
  name: loose(1000),
  criteria: z
    .array(z.object({ name: loose(1000), description: z.optional(loose(5000)), levels: SentLevelsSchema }))
    .check(z.maxLength(100)),
});
export type SaveScoringTemplate = z.infer<typeof SaveScoringTemplateBody>;
export const CreateScoringTemplateBody = z.object({ ...SaveScoringTemplateBody.shape, account_id: bodyId });

export type ScoringProblemCode = 'required' | 'too_long' | 'too_many' | 'none' | 'repeated';
export interface ScoringProblem {
  /** name, criteria, criteria.N.name, criteria.N.description, criteria.N.levels.L.label|description (L from 1). */
  prop: string;
  code: ScoringProblemCode;
  message: string;
}

function lengthProblem(prop: string, value: string, max: number, required: boolean): ScoringProblem | undefined {
  if (required && !value) return { prop, code: 'required', message: 'Fill this in.' };
  if (value.length > max) return { prop, code: 'too_long', message: `Use at most ${max} characters.` };
  return undefined;
}

type Levels = SaveScoringTemplate['criteria'][number]['levels'];

/** The five levels 1 to 5 in order, trimmed; a level left out is empty. */
export function fiveLevels(levels: Levels): Levels {
  return SCORING_LEVELS.map((level) => {
    const found = levels.find((l) => l.level === level);
    return { level, label: (found?.label ?? '').trim(), description: (found?.description ?? '').trim() };
  });
}

/** Each of five levels needs a label and a description; props are `${prefix}levels.L.label|description`. */
export function levelProblems(levels: Levels, prefix = ''): ScoringProblem[] {
  const problems: ScoringProblem[] = [];
  for (const l of levels) {
    for (const problem of [
      lengthProblem(`${prefix}levels.${l.level}.label`, l.label, MAX_LEVEL_LABEL, true),
      lengthProblem(`${prefix}levels.${l.level}.description`, l.description, MAX_LEVEL_DESCRIPTION, true),
    ]) {
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/** The same judgement in the browser (its own translated texts by code) and on the server. */
export function scoringTemplateProblems(body: SaveScoringTemplate): {
  value: SaveScoringTemplate;
  problems: ScoringProblem[];
} {
  const value: SaveScoringTemplate = {
    name: body.name.trim(),
    criteria: body.criteria.map((c) => ({
      name: c.name.trim(),
      description: (c.description ?? '').trim(),
      levels: fiveLevels(c.levels),
    })),
  };
  const problems: ScoringProblem[] = [];
  const note = (problem: ScoringProblem | undefined) => problem && problems.push(problem);
  note(lengthProblem('name', value.name, MAX_SCORING_TEMPLATE_NAME, true));
  if (value.criteria.length === 0)
    problems.push({ prop: 'criteria', code: 'none', message: 'Add at least one criterion.' });
  if (value.criteria.length > MAX_CRITERIA)
    problems.push({ prop: 'criteria', code: 'too_many', message: `A template has at most ${MAX_CRITERIA} criteria.` });
  value.criteria.forEach((c, i) => {
    note(lengthProblem(`criteria.${i}.name`, c.name, MAX_CRITERION_NAME, true));
    note(lengthProblem(`criteria.${i}.description`, c.description ?? '', MAX_CRITERION_DESCRIPTION, false));
    problems.push(...levelProblems(c.levels, `criteria.${i}.`));
  });
  const names = value.criteria.map((c) => c.name.toLowerCase());
  names.forEach((n, i) => {
    if (n && names.indexOf(n) !== i)
      problems.push({ prop: `criteria.${i}.name`, code: 'repeated', message: 'Two criteria have this name.' });
  });
  return { value, problems };
}

/** The anchors an interview kit copies from a criterion: one text per level, "label: description". */
export function criterionAnchors(criterion: ScoringCriterion): string[] {
  return SCORING_LEVELS.map((level) => {
    const l = criterion.levels.find((x) => x.level === level);
    return l ? `${l.label}: ${l.description}` : '';
  });
}

const TemplateParams = z.object({ id: dbId });

export const listScoringTemplates = defineEndpoint({
  method: 'GET',
  path: '/account/v1/scoring-templates/',
  access: 'company-templates',
  summary:
    "The company's scoring-criteria templates (or its archived ones); search by name or criterion, ordering, paging",
  query: ListScoringTemplatesQuery,
  response: z.object({ results: z.array(ScoringTemplateSchema), count: z.number() }),
});

export const createScoringTemplate = defineEndpoint({
  method: 'POST',
  path: '/account/v1/scoring-template/',
  access: 'company-settings',
  summary: 'Adds a scoring-criteria template; names are unique per company, case ignored',
  body: CreateScoringTemplateBody,
  response: ScoringTemplateSchema,
});

export const updateScoringTemplate = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/scoring-template/{id}/',
  access: 'company-settings',
  resource: { kind: 'scoring-template', param: 'id' },
  summary: 'Saves a scoring-criteria template (kits that copied it keep their copy)',
  params: TemplateParams,
  body: SaveScoringTemplateBody,
  response: ScoringTemplateSchema,
});

export const applyScoringTemplate = defineEndpoint({
  method: 'POST',
  path: '/account/v1/scoring-template/{id}/apply/',
  access: 'company-templates',
  resource: { kind: 'scoring-template', param: 'id' },
  summary: 'Counts one use of a template (a kit copies its criteria) and returns it; archived ones refuse',
  params: TemplateParams,
  response: ScoringTemplateSchema,
});

export const restoreScoringTemplate = defineEndpoint({
  method: 'POST',
  path: '/account/v1/scoring-template/{id}/restore/',
  access: 'company-settings',
  resource: { kind: 'scoring-template', param: 'id' },
  summary: 'Brings an archived scoring-criteria template back',
  params: TemplateParams,
  response: ScoringTemplateSchema,
});

export const removeScoringTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/scoring-template/{id}/',
  access: 'company-settings',
  resource: { kind: 'scoring-template', param: 'id' },
  summary: 'Deletes a template never used, archives a used one',
  params: TemplateParams,
  response: z.object({ scoring_template_id: z.number(), outcome: z.enum(['deleted', 'archived']) }),
});
