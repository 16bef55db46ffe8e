/**
 * The staff side of the activity kinds (D186): each kind's `defineStaffKind` in its
 * own feature folder (`src/features/<kind>/<kind>.staff.tsx`, its shape in
 * src/ui/staff-kit/staff-kind.ts), listed by staff.gen.ts (npm run kinds). The plan editor (src/features/smartreq: the settings form, the
 * draft, the plan's lines, the labels, the refusals) reads it instead of naming kinds.
 *
 * Staff-only: the plan editor imports it and no candidate route does. Unlike src/kinds/candidate.ts,
 * which the routes pass down, the plan editor's forms read it directly.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { KindSettingsField } from '../../contracts/activity-kinds.ts';
import type { StaffKindDefinition, StaffKindSettings } from '../ui/staff-kit/staff-kind.ts';
import { ACTIVITY_KIND_TYPES } from '../../contracts/activity-kinds.ts';
import { STAFF_KIND_DEFINITIONS } from './staff.gen.ts';

const order = (k: StaffKindDefinition) => (ACTIVITY_KIND_TYPES as readonly string[]).indexOf(k.kind.type);
/** In the order of contracts/activity-kinds.ts. */
export const STAFF_KINDS: readonly StaffKindDefinition[] = [...STAFF_KIND_DEFINITIONS].sort(
  (a, b) => order(a) - order(b),
);

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
