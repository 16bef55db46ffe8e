/** The questionnaire as an activity kind: answered item by item; its form (hiring or full) in its settings (contracts/activity-kind.ts). */
import { defineActivityKind } from './activity-kind.ts';

export const questionnaireKind = defineActivityKind({
  type: 'assessment',
  isOffered: true,
  isSubmittedWhole: false,
  isScored: true,
  settingsField: 'questionnaire',
});
