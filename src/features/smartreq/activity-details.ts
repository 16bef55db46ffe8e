/**
 * The short line under an activity in the plan editor: its kind, then what the recruiter set for
 * it (measurement type, what its kind declares in src/kinds/staff.ts), so a plan can be checked without opening each activity.
 */
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { PlanActivity } from '../../../contracts/smartreq.ts';
import { MEASUREMENT_TYPE_LABELS, kindLabel } from './smartreq-labels.ts';
import { staffKindOf } from '../../kinds/staff.ts';

/** What the activity's own kind declares: its settings' line, then its own fields' lines. */
function kindDetails(i18n: I18n, activity: PlanActivity): string[] {
  const own = staffKindOf(activity.activity_type);
  if (!own) return [];
  const value = own.settings ? activity[own.settings.field] : undefined;
  return [
    ...(own.settings && value ? [own.settings.details(i18n, value)] : []),
    ...(own.details?.(i18n, activity) ?? []),
  ];
}

export function activityDetails(i18n: I18n, activity: PlanActivity): string[] {
  const details = [i18n._(kindLabel(activity.activity_type))];
  const measurement = activity.measurement_type_id ? MEASUREMENT_TYPE_LABELS[activity.measurement_type_id] : undefined;
  if (measurement) details.push(i18n._(measurement));
  details.push(...kindDetails(i18n, activity));
  if (activity.has_responses) details.push(i18n._(msg`Candidates have responded`));
  return details;
}
