/** The language test as an activity kind: its own attempt and lease on the device; its languages and parts in its own table (contracts/activity-kind.ts). */
import { defineActivityKind } from './activity-kind.ts';

export const languageTestKind = defineActivityKind({
  type: 'language_test',
  isOffered: true,
  isSubmittedWhole: false,
  isScored: true,
  planField: 'language_test',
});
