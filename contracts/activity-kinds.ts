/**
 * Every activity kind, once (D186, D247): one line per kind, its definition in its own
 * contract file. The lists the code used to declare by hand derive from it. Zod-free, like the
 * definitions: candidate routes import it.
 */
import type { ActivityKindDefinition } from './activity-kind.ts';
import { questionnaireKind } from './assessment-kind.ts';
import { questionSetKind } from './question-set-kind.ts';
import { formKind, resumeKind } from './application-form-kind.ts';
import { eeocKind } from './eeoc-kind.ts';
import { typingTestKind } from './typing-test-kind.ts';
import { speedTestKind } from './speed-test-kind.ts';
import { skillsTestKind } from './skills-test-kind.ts';
import { videoKind } from './video-kind.ts';
import { languageTestKind } from './language-test-kind.ts';
import { onboardingKind } from './onboarding-kind.ts';
import { interviewKind } from './interview-kind.ts';
import { offerKind } from './offer-kind.ts';

/** In the order the plan editor offers them. */
export const ACTIVITY_KINDS = [
  questionnaireKind,
  questionSetKind,
  formKind,
  resumeKind,
  eeocKind,
  typingTestKind,
  speedTestKind,
  skillsTestKind,
  videoKind,
  languageTestKind,
  onboardingKind,
  interviewKind,
  offerKind,
] as const;

type Kinds = typeof ACTIVITY_KINDS;
export type ActivityKind = Kinds[number];
export type ActivityKindType = ActivityKind['type'];

/** Every kind a plan's activity may have (the database's check constraint), as a tuple for `z.enum`. */
type TypesOf<T extends readonly { type: string }[]> = { readonly [I in keyof T]: T[I]['type'] };
export const ACTIVITY_KIND_TYPES = ACTIVITY_KINDS.map((k) => k.type) as unknown as TypesOf<Kinds>;

/** The plan activity fields carrying a kind's settings (contracts/activity-kind-settings.ts). */
export type KindSettingsField = Extract<ActivityKind, { settingsField: string }>['settingsField'];

/** The plan activity fields a kind keeps in its own tables (`planField`, D442). */
export type KindPlanField = Extract<ActivityKind, { planField: string }>['planField'];

/** The kinds the plan editor adds (`isOffered`). */
export type OfferedKindType = Extract<ActivityKind, { isOffered: true }>['type'];
export const OFFERED_KIND_TYPES: readonly OfferedKindType[] = ACTIVITY_KINDS.filter((k) => k.isOffered).map(
  (k) => k.type as OfferedKindType,
);

/** The kinds submitted whole in one request (`isSubmittedWhole`). */
export type SubmittedWholeKindType = Extract<ActivityKind, { isSubmittedWhole: true }>['type'];
export const SUBMITTED_WHOLE_KIND_TYPES: readonly SubmittedWholeKindType[] = ACTIVITY_KINDS.filter(
  (k) => k.isSubmittedWhole,
).map((k) => k.type as SubmittedWholeKindType);

/** The kinds that assess or score the candidate (`isScored`): the candidate notice's rule (D208). */
export type ScoredKindType = Extract<ActivityKind, { isScored: true }>['type'];
export const SCORED_KIND_TYPES: readonly ScoredKindType[] = ACTIVITY_KINDS.filter((k) => k.isScored).map(
  (k) => k.type as ScoredKindType,
);

const byType = new Map<string, ActivityKind>(ACTIVITY_KINDS.map((k) => [k.type, k]));

/** The definition of a kind, undefined for a type no kind has. */
export function activityKindOf<T extends ActivityKindType>(type: T): Extract<ActivityKind, { type: T }>;
export function activityKindOf(type: string): ActivityKind | undefined;
export function activityKindOf(type: string): ActivityKind | undefined {
  return byType.get(type);
}

/** The kind whose plan settings travel in `field` of a plan activity (contracts/activity-kind.ts `settingsField`). */
export function kindOfSettingsField(field: string): ActivityKindDefinition | undefined {
  return ACTIVITY_KINDS.find((k: ActivityKindDefinition) => k.settingsField === field);
}
