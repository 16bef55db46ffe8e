/** Video answers as an activity kind: submitted whole (the recordings uploaded with it); its questions in their own table (contracts/activity-kind.ts). */
import { defineActivityKind } from './activity-kind.ts';

export const videoKind = defineActivityKind({
  type: 'video',
  isOffered: true,
  isSubmittedWhole: true,
  isScored: true,
  planField: 'video_questions',
});
