/**
 * What the requisition contracts share (seed 001 section 9 constants, ids, paging), split out of
 * contracts/smartreq.ts, which re-exports the public part.
 */
import * as z from 'zod/mini';
import { LanguageSchema } from './user.ts';
import { ACTIVITY_KIND_TYPES, OFFERED_KIND_TYPES, type OfferedKindType } from './activity-kinds.ts';

export const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
export const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
export const weight = z.number().check(z.int(), z.gte(0), z.lte(100));
export const title = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
export const shortText = z.nullable(z.string().check(z.trim(), z.maxLength(100)));
export const pageQuery = {
  page: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(100_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(100))),
};

/** A paged list inside the envelope: `{ data: { data, count, page, page_size } }`. */
export function paged<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), count: z.number(), page: z.number(), page_size: z.number() });
}

export const AccountIdParams = z.object({ accountId: id });
export const JobIdParams = z.object({ jobId: id });
export const JobStepIdParams = z.object({ jobStepId: id });
export const JobStepActivityIdParams = z.object({ jobStepActivityId: id });
export const JobTeamIdParams = z.object({ jobTeamId: id });
export const JobAttributeGroupIdParams = z.object({ jobAttributeGroupId: id });
export const JobAttributeGroupAttributeIdParams = z.object({ jobAttributeGroupAttributeId: id });
export const LanguageQuery = z.object({ language: z.optional(z.catch(LanguageSchema, 'en')) });

// Business constants (seed 001 section 9)

export const USAGE_TYPE = { attributes: 1, outcomes: 3 } as const;
/** Measurement type 6 is never shown in a plan view; steps holding one are dropped there. */
export const HIDDEN_MEASUREMENT_TYPE = 6;
export const QUESTION_MEASUREMENT_TYPES = [5, 2] as const;
export const ASSESSMENT_MEASUREMENT_TYPES = [7, 1] as const;

/** Every kind a plan's activity may have (the database's check constraint; contracts/activity-kinds.ts). */
export const PLAN_ACTIVITY_TYPES = ACTIVITY_KIND_TYPES;
export const PlanActivityTypeSchema = z.enum(PLAN_ACTIVITY_TYPES);
export type PlanActivityType = z.infer<typeof PlanActivityTypeSchema>;
/**
 * The kinds the plan editor adds: those a candidate can complete (`isOffered` in each kind's
 * definition). A kind not offered stays in the enum (older plans may hold it) but is refused on
 * create. An offer takes no plan settings: its template, fields and signers are chosen per
 * candidate on the scorecard.
 */
export const PLAN_EDITOR_KINDS = OFFERED_KIND_TYPES;
export type PlanEditorKind = OfferedKindType;
export function isPlanEditorKind(kind: string): kind is PlanEditorKind {
  return (PLAN_EDITOR_KINDS as readonly string[]).includes(kind);
}

/**
 * The measurement type an activity gets (seed 001 section 9): question sets take 5 (the
 * default) or 2, and also the hidden 6; questionnaires take 1 (the default) or 7; other kinds
 * have none. Undefined means the given value does not fit the kind.
 */
export function measurementTypeFor(kind: string, given: number | null | undefined): number | null | undefined {
  if (kind === 'questions') {
    if (given === null || given === undefined) return QUESTION_MEASUREMENT_TYPES[0];
    return ([...QUESTION_MEASUREMENT_TYPES, HIDDEN_MEASUREMENT_TYPE] as number[]).includes(given) ? given : undefined;
  }
  if (kind === 'assessment') {
    if (given === null || given === undefined) return 1;
    return (ASSESSMENT_MEASUREMENT_TYPES as readonly number[]).includes(given) ? given : undefined;
  }
  return given === null || given === undefined ? null : undefined;
}
