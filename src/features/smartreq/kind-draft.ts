/**
 * What the plan editor's forms hold for the kinds with settings, as the recruiter types it, the
 * checks the server also makes (so errors show next to their fields before anything is sent), and
 * the request fields it becomes. Each kind declares its own (src/kinds/staff.ts): this file keeps
 * one draft per kind, so switching the kind of a new activity back and forth keeps what was typed.
 */
import type { ActivityInput, PlanActivity } from '../../../contracts/smartreq.ts';
import type { KindSettingsField } from '../../../contracts/activity-kinds.ts';
import { STAFF_KINDS, staffKindOf } from '../../kinds/staff.ts';
import type { KindCheckContext, KindErrors, KindPlanFields, PlanDefaults } from '../../ui/staff-kit/staff-kind.ts';

export interface KindDraft {
  /** The draft of each kind that declares settings or fields, by kind. */
  byKind: Record<string, unknown>;
}

/** An activity's settings to edit, or a new activity's, from the company's defaults the plan view brings. */
export function draftFrom(activity?: PlanActivity, defaults?: PlanDefaults): KindDraft {
  const byKind: Record<string, unknown> = {};
  for (const { kind, settings, fields } of STAFF_KINDS) {
    if (settings) byKind[kind.type] = settings.draftFrom(activity?.[settings.field], defaults);
    else if (fields) byKind[kind.type] = fields.draftFrom(activity);
  }
  return { byKind };
}

/** Field errors by the id suffix of their control, as each kind names them (src/ui/staff-kit/staff-kind.ts). */
export type { KindErrors };
type KindFields = KindPlanFields & { [F in KindSettingsField]?: NonNullable<ActivityInput[F]> };

/** The kind's request fields, or the errors to show; kinds without settings give nothing. */
export function checkKindDraft(
  kind: string,
  draft: KindDraft,
  context?: KindCheckContext,
): { errors: KindErrors; fields: KindFields } {
  const errors: KindErrors = {};
  const own = staffKindOf(kind);
  const value = draft.byKind[kind];
  const fields: KindFields = own?.settings
    ? { [own.settings.field]: own.settings.check(value, errors) }
    : own?.fields
      ? own.fields.check(value, errors, context)
      : {};
  if (Object.keys(errors).length > 0) return { errors, fields: {} };
  return { errors, fields };
}

/** A new activity's title from what its kind's form chose, when the recruiter leaves it empty. */
export function kindDefaultTitle(kind: string, draft: KindDraft, context: KindCheckContext): string | undefined {
  return staffKindOf(kind)?.fields?.defaultTitle?.(draft.byKind[kind], context);
}
