/** The question set (bank questions) as an activity kind: answered item by item (contracts/activity-kind.ts). */
import { defineActivityKind } from './activity-kind.ts';

export const questionSetKind = defineActivityKind({
  type: 'questions',
  isOffered: true,
  isSubmittedWhole: false,
  isScored: false,
});
