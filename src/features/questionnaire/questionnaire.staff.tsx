/**
 * The questionnaire in the staff plan editor (src/ui/staff-kit/staff-kind.ts): its name and its
 * refusals. The questionnaire it gives is still chosen in the plan editor's form. Staff-only: no
 * candidate route imports this file.
 */
import { msg, t } from '@lingui/core/macro';
import { questionnaireKind } from '../../../contracts/assessment-kind.ts';
import { defineStaffKind } from '../../ui/staff-kit/staff-kind.ts';

export const questionnaireStaffKind = defineStaffKind({
  kind: questionnaireKind,
  label: msg`Questionnaire`,
  notForKindTexts: { asmt_id: () => t`Only questionnaire activities take a questionnaire.` },
  refusals: {
    questionnaire_missing: () => t`Choose a questionnaire.`,
    questionnaire_turned_off: () => t`The company has turned this questionnaire off in its settings; choose another.`,
  },
});
