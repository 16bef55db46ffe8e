/**
 * A company's performance rating scale (/settings/measurement/employee-performance, decision D155):
 * 3 to 7 ordered levels, each a label and an optional description, that supervisors choose from
 * when they answer the performance review (outcome) questions about their people. Every save is a
 * new version; an answer keeps the version it was given on, so a later scale never re-labels it.
 * The performance rating recorded from the answers is on the common 1-5 reference (ratingOnReference),
 * so correlations compare ratings given on different versions.
 *
 * Who: the company's staff with company_settings_access and provider admins; another company's
 * staff get 404, staff without the access 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const SCALE_LEVELS_MIN = 3;
export const SCALE_LEVELS_MAX = 7;
export const SCALE_LABEL_MAX = 60;
export const SCALE_DESCRIPTION_MAX = 300;

const accountId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const ScaleLevelSchema = z.object({
  /** 1 for the lowest level, up to the number of levels. */
  value: z.number(),
  label: z.string(),
  description: z.string(),
});
export type ScaleLevel = z.infer<typeof ScaleLevelSchema>;

export const PerformanceScaleSchema = z.object({
  /** null while the company has not set its scale: 1 to 5 without labels, as before D155. */
  performance_scale_id: z.nullable(z.number()),
  levels: z.array(ScaleLevelSchema),
  /** Supervisors' answers given on this version. */
  answers: z.number(),
});
export type PerformanceScale = z.infer<typeof PerformanceScaleSchema>;

export const SaveScaleLevel = z.object({
  label: z.string().check(z.maxLength(1000)),
  description: z.optional(z.string().check(z.maxLength(2000))),
});
export const SavePerformanceScaleBody = z.object({
  account_id: accountId,
  levels: z.array(SaveScaleLevel).check(z.maxLength(20)),
});
export type SavePerformanceScale = z.infer<typeof SavePerformanceScaleBody>;

/** The levels of the scale a company without one answers on. */
export const DEFAULT_SCALE_SIZE = 5;

/** A rating's mean answer on a scale of `size` levels, put on the common 1-5 reference. */
export function ratingOnReference(mean: number, size: number): number {
  return Math.round((1 + ((mean - 1) * 4) / (size - 1)) * 100) / 100;
}

export type ScaleRule =
  'levels_few' | 'levels_many' | 'label_empty' | 'label_long' | 'label_repeat' | 'description_long';
export type ScaleProblem = { prop: string; rule: ScaleRule; message: string };

/** Trims and checks a scale as the server stores it; the client runs the same check before sending. */
export function scaleProblems(levels: SavePerformanceScale['levels']): {
  value: { label: string; description: string }[];
  problems: ScaleProblem[];
} {
  const value = levels.map((l) => ({ label: l.label.trim(), description: (l.description ?? '').trim() }));
  const problems: ScaleProblem[] = [];
  if (value.length < SCALE_LEVELS_MIN)
    problems.push({ prop: 'levels', rule: 'levels_few', message: `A scale has at least ${SCALE_LEVELS_MIN} levels.` });
  if (value.length > SCALE_LEVELS_MAX)
    problems.push({ prop: 'levels', rule: 'levels_many', message: `A scale has at most ${SCALE_LEVELS_MAX} levels.` });
  const seen = new Set<string>();
  value.forEach((level, i) => {
    const key = level.label.toLowerCase();
    if (level.label === '')
      problems.push({ prop: `levels.${i}.label`, rule: 'label_empty', message: 'Name this level.' });
    else if (level.label.length > SCALE_LABEL_MAX)
      problems.push({
        prop: `levels.${i}.label`,
        rule: 'label_long',
        message: `Use ${SCALE_LABEL_MAX} characters or fewer.`,
      });
    else if (seen.has(key))
      problems.push({ prop: `levels.${i}.label`, rule: 'label_repeat', message: 'Each level needs its own name.' });
    seen.add(key);
    if (level.description.length > SCALE_DESCRIPTION_MAX)
      problems.push({
        prop: `levels.${i}.description`,
        rule: 'description_long',
        message: `Use ${SCALE_DESCRIPTION_MAX} characters or fewer.`,
      });
  });
  return { value, problems };
}

export const getPerformanceScale = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/performance-scale/',
  access: 'company-settings',
  summary: "The company's current performance rating scale (1 to 5 without labels until it sets one)",
  query: z.object({ account_id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) }),
  response: PerformanceScaleSchema,
});

export const savePerformanceScale = defineEndpoint({
  method: 'PUT',
  path: '/user-response/v1/performance-scale/',
  access: 'company-settings',
  summary: `Sets the company's performance rating scale (${SCALE_LEVELS_MIN} to ${SCALE_LEVELS_MAX} levels, lowest first) as a new version; answers already given keep theirs`,
  body: SavePerformanceScaleBody,
  response: PerformanceScaleSchema,
});

export const performanceScaleEndpoints = [getPerformanceScale, savePerformanceScale];
