/** Recorded video answers: each recording is its own upload, so there is no attempt to continue. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const videoAnswerKind = defineCandidateKind({
  types: ['video'],
  screen: (search) => ({ to: '/user/video-questions', search }),
  isResumable: false,
});
