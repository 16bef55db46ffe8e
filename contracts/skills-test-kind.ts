/** The skills test as an activity kind: its own attempt and lease on the device (contracts/activity-kind.ts). */
import { defineActivityKind } from './activity-kind.ts';

export const skillsTestKind = defineActivityKind({
  type: 'skills_test',
  isOffered: true,
  isSubmittedWhole: false,
  isScored: true,
  planField: 'skills_test_id',
});
