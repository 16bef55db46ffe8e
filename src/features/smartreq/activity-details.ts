/**
 * The short line under an activity in the plan editor: its kind, then what the recruiter set for
 * it (measurement type, question count, language-test parts, typing length and passage language,
 * video questions, the settings a kind declares in src/kinds/staff.ts), so a plan can be checked without opening each activity.
 */
import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { PlanActivity } from '../../../contracts/smartreq.ts';
import type { Language } from '../../../contracts/user.ts';
import { LANGUAGE_NAMES } from '../../lib/i18n.ts';
import { MEASUREMENT_TYPE_LABELS, kindLabel } from './smartreq-labels.ts';
import { STAFF_KIND_SETTINGS } from '../../kinds/staff.ts';

function languageName(code: string): string {
  return LANGUAGE_NAMES[code as Language] ?? code;
}

function typingDetail(i18n: I18n, typing: NonNullable<PlanActivity['typing']>): string {
  const minutes = Math.floor(typing.duration_seconds / 60);
  const seconds = String(typing.duration_seconds % 60).padStart(2, '0');
  const length = `${minutes}:${seconds}`;
  const parts = [
    typing.language
      ? i18n._(msg`${length} min, passage in ${languageName(typing.language)}`)
      : i18n._(msg`${length} min, passage in the candidate's language`),
  ];
  if (typeof typing.min_net_wpm === 'number')
    parts.push(i18n._(msg`at least ${typing.min_net_wpm} net words per minute`));
  if (typeof typing.min_accuracy === 'number') parts.push(i18n._(msg`at least ${typing.min_accuracy}% accurate`));
  return parts.join(', ');
}

export function activityDetails(i18n: I18n, activity: PlanActivity): string[] {
  const details = [i18n._(kindLabel(activity.activity_type))];
  const measurement = activity.measurement_type_id ? MEASUREMENT_TYPE_LABELS[activity.measurement_type_id] : undefined;
  if (measurement) details.push(i18n._(measurement));
  if (activity.activity_type === 'questions')
    details.push(i18n._(msg`${activity.account_question_ids.length} questions`));
  if (activity.language_test) {
    const parts = activity.language_test.parts.map((part) =>
      part === 'listening' ? i18n._(msg`Listening`) : part === 'reading' ? i18n._(msg`Reading`) : part,
    );
    details.push(languageName(activity.language_test.language), parts.join(', '));
  }
  if (activity.activity_type === 'skills_test' && activity.skills_test_id === null)
    details.push(i18n._(msg`No skills test chosen`));
  if (activity.typing) details.push(typingDetail(i18n, activity.typing));
  for (const own of STAFF_KIND_SETTINGS) {
    const value = activity[own.field];
    if (value) details.push(own.details(i18n, value));
  }
  if (activity.activity_type === 'video') {
    const count = activity.video_questions.length;
    details.push(
      count === 0
        ? i18n._(msg`No video questions yet`)
        : i18n._(msg({ message: plural(count, { one: '# video question', other: '# video questions' }) })),
    );
  }
  if (activity.has_responses) details.push(i18n._(msg`Candidates have responded`));
  return details;
}
