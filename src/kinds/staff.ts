/**
 * The staff side of the activity kinds (issue 42 item 1): one line per kind that declares one, its
 * definition in its own feature folder (`src/features/<kind>/<kind>.staff.tsx`, its shape in
 * src/ui/staff-kit/staff-kind.ts). The plan editor (src/features/smartreq: the settings form, the
 * draft, the plan's lines, the labels, the refusals) reads it instead of naming those kinds. Kinds
 * not listed yet keep their label and settings in src/features/smartreq.
 *
 * Staff-only: the plan editor imports it and no candidate route does. Unlike src/kinds/candidate.ts,
 * which the routes pass down, the plan editor's forms read it directly.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { KindSettingsField } from '../../contracts/activity-kinds.ts';
import type { StaffKindDefinition, StaffKindSettings } from '../ui/staff-kit/staff-kind.ts';
import { speedTestStaffKind } from '../features/speed-test/speed-test.staff.tsx';

export const STAFF_KINDS: readonly StaffKindDefinition[] = [speedTestStaffKind];

/** The settings of the kinds that declare them, in list order. */
export const STAFF_KIND_SETTINGS: readonly (StaffKindSettings<KindSettingsField, unknown> & { type: string })[] =
  STAFF_KINDS.flatMap((k) => (k.settings ? [{ ...k.settings, type: k.kind.type }] : []));

/** The settings a kind declares for the plan editor, if any. */
export function staffKindSettingsOf(type: string): StaffKindSettings<KindSettingsField, unknown> | undefined {
  return STAFF_KIND_SETTINGS.find((s) => s.type === type);
}

/** The kind whose settings travel in a plan activity's `field`, if one declares it. */
export function staffKindSettingsByField(field: string): StaffKindSettings<KindSettingsField, unknown> | undefined {
  return STAFF_KIND_SETTINGS.find((s) => s.field === field);
}

/** The labels the listed kinds declare, by kind. */
export const STAFF_KIND_LABELS: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries(
  STAFF_KINDS.map((k) => [k.kind.type, k.label]),
);
