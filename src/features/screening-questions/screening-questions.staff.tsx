/**
 * The question set (bank questions) in the staff plan editor (src/ui/staff-kit/staff-kind.ts): its
 * name, the plan's line (how many questions) and its refusals. Its questions are chosen in the
 * plan editor's question-set editor. Staff-only: no candidate route imports this file.
 */
import { msg, t } from '@lingui/core/macro';
import { questionSetKind } from '../../../contracts/question-set-kind.ts';
import { defineStaffKind } from '../../ui/staff-kit/staff-kind.ts';

export const questionSetStaffKind = defineStaffKind({
  kind: questionSetKind,
  label: msg`Question set`,
  details: (i18n, activity) => [i18n._(msg`${activity.account_question_ids.length} questions`)],
  notForKindTexts: { account_question_ids: () => t`Only question sets take questions.` },
  refusals: {
    plan_question_unknown: () => t`One of the questions does not exist.`,
    questions_answered: () =>
      t`Candidates have already answered these questions, so none can be removed; you can add questions.`,
  },
});
