/** The interview as an activity kind: its kit and panel set through its interview setup (contracts/activity-kind.ts). */
import { defineActivityKind } from './activity-kind.ts';

export const interviewKind = defineActivityKind({
  type: 'interview',
  isOffered: true,
  isSubmittedWhole: false,
  isScored: true,
});
