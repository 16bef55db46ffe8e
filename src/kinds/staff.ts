/**
 * The staff side of the activity kinds (issue 42 item 1): one line per kind, its definition in its
 * own feature folder (`src/features/<kind>/<kind>.staff.tsx`, its shape in
 * src/ui/staff-kit/staff-kind.ts). The plan editor (src/features/smartreq: the settings form, the
 * draft, the plan's lines, the labels, the refusals) reads it instead of naming kinds.
 *
 * Staff-only: the plan editor imports it and no candidate route does. Unlike src/kinds/candidate.ts,
 * which the routes pass down, the plan editor's forms read it directly.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { KindSettingsField } from '../../contracts/activity-kinds.ts';
import type { StaffKindDefinition, StaffKindSettings } from '../ui/staff-kit/staff-kind.ts';
import { questionnaireStaffKind } from '../features/questionnaire/questionnaire.staff.tsx';
import { questionSetStaffKind } from '../features/screening-questions/screening-questions.staff.tsx';
import { formStaffKind, resumeStaffKind } from '../features/profile/application-form.staff.tsx';
import { eeocStaffKind } from '../features/eeoc/eeoc.staff.tsx';
import { typingTestStaffKind } from '../features/typing-test/typing-test.staff.tsx';
import { speedTestStaffKind } from '../features/speed-test/speed-test.staff.tsx';
import { skillsTestStaffKind } from '../features/skills-test/skills-test.staff.tsx';
import { videoStaffKind } from '../features/video-answer/video-answer.staff.tsx';
import { languageTestStaffKind } from '../features/language-test/language-test.staff.tsx';
import { onboardingStaffKind } from '../features/onboarding/onboarding.staff.tsx';
import { interviewStaffKind } from '../features/interview/interview.staff.tsx';
import { offerStaffKind } from '../features/offers/offer.staff.tsx';

export const STAFF_KINDS: readonly StaffKindDefinition[] = [
  questionnaireStaffKind,
  questionSetStaffKind,
  formStaffKind,
  resumeStaffKind,
  eeocStaffKind,
  typingTestStaffKind,
  speedTestStaffKind,
  skillsTestStaffKind,
  videoStaffKind,
  languageTestStaffKind,
  onboardingStaffKind,
  interviewStaffKind,
  offerStaffKind,
];

const byType = new Map(STAFF_KINDS.map((k) => [k.kind.type, k]));

/** A kind's staff definition (undefined for a type no kind has). */
export function staffKindOf(type: string): StaffKindDefinition | undefined {
  return byType.get(type);
}

/** The kind whose settings travel in a plan activity's `field`, if one declares it. */
export function staffKindSettingsByField(field: string): StaffKindSettings<KindSettingsField, unknown> | undefined {
  return STAFF_KINDS.find((k) => k.settings?.field === field)?.settings;
}

/** Every kind's label, by kind. */
export const STAFF_KIND_LABELS: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries(
  STAFF_KINDS.map((k) => [k.kind.type, k.label]),
);
