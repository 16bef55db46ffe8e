/**
 * What an activity kind declares for the staff plan editor (issue 42 item 1), once, in its own
 * feature folder (`src/features/<kind>/<kind>.staff.tsx`), listed once in src/kinds/staff.ts: the
 * form of the settings it keeps in `job_step_activities.settings` (its contract definition's
 * `settingsField`), how the recruiter's draft is checked and sent, the plan's line for what was
 * set, and the words for the server's refusal. Staff-only: candidate routes never load it
 * (bench/budget.json forbids src/ui/staff-kit there).
 */
import type { ReactNode } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ActivityKindDefinition } from '../../../contracts/activity-kind.ts';
import type { KindSettingsField } from '../../../contracts/activity-kinds.ts';
import type { ActivityInput, PlanActivity } from '../../../contracts/smartreq.ts';

/** Field errors by the id suffix of their control (`min-download`, `typing-duration`...). */
export type KindErrors = Record<string, MessageDescriptor>;

export interface KindSettingsFormProps<Draft> {
  idPrefix: string;
  draft: Draft;
  onDraft(draft: Draft): void;
  errors: KindErrors;
}

export interface StaffKindSettings<F extends KindSettingsField, Draft> {
  /** The plan activity field the settings travel in (the contract definition's `settingsField`). */
  field: F;
  /** What the form holds for an activity's settings, or a new activity's (undefined). */
  draftFrom(value: PlanActivity[F] | undefined): Draft;
  /** The request field; errors go into `errors` (then nothing is sent). */
  check(draft: Draft, errors: KindErrors): NonNullable<ActivityInput[F]>;
  /** The settings' fields (a component; a method, so a list can hold kinds with different drafts). */
  Form(props: KindSettingsFormProps<Draft>): ReactNode;
  /** The plan editor's line for what was set. */
  details(i18n: I18n, value: NonNullable<PlanActivity[F]>): string;
  /** The server refused these settings on another kind's activity (`not_for_kind`); call at render time. */
  notForKindText(): string;
}

export interface StaffKindDefinition<F extends KindSettingsField = KindSettingsField, Draft = unknown> {
  kind: ActivityKindDefinition;
  /** The kind's name in the plan editor and wherever staff see it. */
  label: MessageDescriptor;
  settings?: StaffKindSettings<F, Draft>;
}

/** Declares a kind's staff side. */
export function defineStaffKind<F extends KindSettingsField, Draft>(
  definition: StaffKindDefinition<F, Draft>,
): StaffKindDefinition<F, Draft> {
  return definition;
}
