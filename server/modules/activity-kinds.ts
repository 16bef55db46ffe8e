/**
 * What the server adds to each activity kind, one line per kind, in the order of
 * contracts/activity-kinds.ts (activity-kinds.test.ts checks both list the same kinds). The plan
 * editor's settings rules (job/plan-kinds.service.ts), the personal-data registry
 * (data-rights/personal-data.ts) and app.ts's route table read this list.
 */
import type { KindSettingsField } from '../../contracts/activity-kinds.ts';
import type { ActivityKindDefinition } from '../../contracts/activity-kind.ts';
import type { PersonalDataTable } from './data-rights/personal-data-kit.ts';
import type { AnyServerKind, KindRouteDeps, KindSettingsRules } from './activity/server-kind.ts';
import type { FastifyInstance } from 'fastify';
import { questionnaireServerKind } from './assessment/assessment.kind.ts';
import { questionSetServerKind } from './screening-questions/question-set.kind.ts';
import { formServerKind, resumeServerKind } from './application-form/application-form.kind.ts';
import { eeocServerKind } from './eeoc/eeoc.kind.ts';
import { typingTestServerKind } from './typing-test/typing-test.kind.ts';
import { speedTestServerKind } from './speed-test/speed-test.kind.ts';
import { skillsTestServerKind } from './skills-test/skills-test.kind.ts';
import { videoServerKind } from './video/video.kind.ts';
import { languageTestServerKind } from './language-test/language-test.kind.ts';
import { onboardingServerKind } from './onboarding/onboarding.kind.ts';
import { interviewServerKind } from './interview/interview.kind.ts';
import { offerServerKind } from './offer/offer.kind.ts';

export const SERVER_KINDS: readonly AnyServerKind[] = [
  questionnaireServerKind,
  questionSetServerKind,
  formServerKind,
  resumeServerKind,
  eeocServerKind,
  typingTestServerKind,
  speedTestServerKind,
  skillsTestServerKind,
  videoServerKind,
  languageTestServerKind,
  onboardingServerKind,
  interviewServerKind,
  offerServerKind,
];

/** A kind with settings kept in `job_step_activities.settings`, with its field and rules. */
export interface KindWithSettings {
  kind: ActivityKindDefinition;
  field: KindSettingsField;
  rules: KindSettingsRules<unknown>;
}

/** The kinds that keep settings in `job_step_activities.settings`, in list order. */
export const KINDS_WITH_SETTINGS: readonly KindWithSettings[] = SERVER_KINDS.flatMap((k) =>
  k.settings && k.kind.settingsField
    ? [{ kind: k.kind, field: k.kind.settingsField as KindSettingsField, rules: k.settings }]
    : [],
);

/** The personal-data tables the kinds declare, in list order. */
export const KIND_PERSONAL_DATA: readonly PersonalDataTable[] = SERVER_KINDS.flatMap((k) => k.personalData ?? []);

/** Registers every kind's own endpoints. */
export function registerKindRoutes(app: FastifyInstance, deps: KindRouteDeps): void {
  for (const k of SERVER_KINDS) k.registerRoutes?.(app, deps);
}
