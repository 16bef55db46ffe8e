/** The typing test as an activity kind: its result submitted whole; length, passage language and minimums in its settings (contracts/activity-kind.ts). */
import { defineActivityKind } from './activity-kind.ts';

export const typingTestKind = defineActivityKind({
  type: 'typing_test',
  isOffered: true,
  isSubmittedWhole: true,
  isScored: true,
  settingsField: 'typing',
});
