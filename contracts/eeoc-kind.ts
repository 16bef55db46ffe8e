/** The equal-opportunity questions as an activity kind: submitted whole (contracts/activity-kind.ts). */
import { defineActivityKind } from './activity-kind.ts';

export const eeocKind = defineActivityKind({
  type: 'eeoc',
  isOffered: true,
  isSubmittedWhole: true,
  isScored: false,
});
