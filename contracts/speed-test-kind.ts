/** The internet speed test as an activity kind: its result submitted whole; its minimums in its settings (contracts/activity-kind.ts). */
import { defineActivityKind } from './activity-kind.ts';

export const speedTestKind = defineActivityKind({
  type: 'speed_test',
  isOffered: true,
  isSubmittedWhole: true,
  isScored: true,
  settingsField: 'speed_test',
});
