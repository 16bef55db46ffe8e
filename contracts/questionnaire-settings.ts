/**
 * The questionnaire's plan setting (D291): which form a requisition's candidates
 * answer. `hiring` leaves out the items of the scales kept out of hiring decisions
 * (contracts/hiring-attributes.ts: Neuroticism's facets and Liberalism), so no candidate answers
 * them for a hiring decision; `full` asks every item, as the spec's questionnaire does. A pathway
 * (employee development, never hiring) always asks the full form. Kept in
 * `job_step_activities.settings` as `questionnaire_form`; an activity stored without it reads as
 * `hiring`, the lawful default.
 */
import * as z from 'zod/mini';
import { questionnaireKind } from './assessment-kind.ts';
import { defineKindSettings } from './kind-settings.ts';

export const QUESTIONNAIRE_FORMS = ['hiring', 'full'] as const;
export type QuestionnaireForm = (typeof QUESTIONNAIRE_FORMS)[number];

export const QuestionnaireSettingsSchema = z.object({ form: z.enum(QUESTIONNAIRE_FORMS) });
export type QuestionnaireSettings = z.infer<typeof QuestionnaireSettingsSchema>;

/** The form kept in `job_step_activities.settings`: `full` only when stored so, else `hiring`. */
export function questionnaireFormOf(settings: unknown): QuestionnaireForm {
  const stored = settings && typeof settings === 'object' ? (settings as Record<string, unknown>) : {};
  return stored.questionnaire_form === 'full' ? 'full' : 'hiring';
}

export const questionnaireSettings = defineKindSettings(questionnaireKind, QuestionnaireSettingsSchema, (s) => ({
  form: questionnaireFormOf(s),
}));
