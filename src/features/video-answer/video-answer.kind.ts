/** Recorded video answers: each recording is its own upload, so there is no attempt to continue. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { msg } from '@lingui/core/macro';
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

/** One two-minute video answer at the recorder's rate, twice over (media-rules.ts). */
export const VIDEO_BYTES = 75_000_000;

export const videoAnswerKind = defineCandidateKind({
  types: ['video'],
  builtInTitles: { 'Video answers': msg`Video answers` },
  screen: (search) => ({ to: '/user/video-questions', search }),
  isResumable: false,
  offline: {
    works: 'offline',
    screens: ['/user/video-questions'],
    content: ({ refId, activity }) => [['assessment-content', 'video', refId, activity.job_step_activity_id]],
    bytes: VIDEO_BYTES,
  },
});
