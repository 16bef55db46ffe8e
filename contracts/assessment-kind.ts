/** The questionnaire as an activity kind: answered item by item (contracts/activity-kind.ts). */
import { defineActivityKind } from './activity-kind.ts';

export const questionnaireKind = defineActivityKind({
  type: 'assessment',
  isOffered: true,
  isSubmittedWhole: false,
  isScored: true,
});
