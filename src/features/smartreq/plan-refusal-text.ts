/** The screening plan's refusals (contracts/plan-codes.ts) in the user's language; call at render time. */
import { t } from '@lingui/core/macro';
import { PlanErrorCode } from '../../../contracts/plan-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { STAFF_KINDS, staffKindSettingsByField } from '../../kinds/staff.ts';

/** A setting given to another kind of activity, by the field the server names; else the server's words. */
function notForKindText(error: ApiError, prop: string | undefined): string {
  const settings = prop === undefined ? undefined : staffKindSettingsByField(prop);
  if (settings) return settings.notForKindText();
  const own = STAFF_KINDS.map((k) => k.notForKindTexts?.[prop as keyof typeof k.notForKindTexts]).find(Boolean);
  if (own) return own();
  return errorText(error);
}

/** A refusal only one kind gives, in that kind's words. */
function kindRefusalText(code: string | undefined): string | undefined {
  return STAFF_KINDS.map((k) => k.refusals?.[code as keyof typeof k.refusals]).find(Boolean)?.();
}

export function planRefusalText(error: unknown): string {
  if (!(error instanceof ApiError)) return errorText(error);
  const ofKind = kindRefusalText(error.code);
  if (ofKind !== undefined) return ofKind;
  switch (error.code) {
    case PlanErrorCode.planEmpty:
      return t`Add at least one activity to the screening plan.`;
    case PlanErrorCode.notForKind:
      return notForKindText(error, error.errors?.[0]?.prop);
    case PlanErrorCode.measurementMismatch:
      return t`This measurement type does not fit the activity.`;
    case PlanErrorCode.listMismatch:
      return t`The plan changed meanwhile: reload the page and try again.`;
    case PlanErrorCode.stepHasResponses:
      return t`Candidates have already responded to an activity of this step, so it cannot be removed.`;
    case PlanErrorCode.activityHasResponses:
      return t`Candidates have already responded to this activity, so it cannot be removed or replaced.`;
  }
  return errorText(error);
}
