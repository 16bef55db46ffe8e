/** The offer as an activity kind: no plan settings (template, fields and signers are chosen per candidate) (contracts/activity-kind.ts). */
import { defineActivityKind } from './activity-kind.ts';

export const offerKind = defineActivityKind({
  type: 'offer',
  isOffered: true,
  isSubmittedWhole: false,
  isScored: false,
});
