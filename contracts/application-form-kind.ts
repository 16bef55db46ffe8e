/** The application form and the resume as activity kinds: each submitted whole (contracts/activity-kind.ts). */
import { defineActivityKind } from './activity-kind.ts';

export const formKind = defineActivityKind({
  type: 'form',
  isOffered: true,
  isSubmittedWhole: true,
  isScored: false,
});

export const resumeKind = defineActivityKind({
  type: 'resume',
  isOffered: true,
  isSubmittedWhole: true,
  isScored: false,
});
