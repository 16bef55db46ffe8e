/** The typing test: a timed run kept on the device until the server scored it. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { msg } from '@lingui/core/macro';
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

/** Room for a run and its keystrokes on the device. */
export const TYPING_BYTES = 1_000_000;

export const typingTestKind = defineCandidateKind({
  types: ['typing_test'],
  builtInTitles: { 'Typing test': msg`Typing test` },
  screen: (search) => ({ to: '/user/typing-tests', search }),
  isResumable: true,
  offline: {
    works: 'offline',
    screens: ['/user/typing-tests'],
    content: ({ refId, activity }) => [['assessment-content', 'typing-test', refId, activity.job_step_activity_id]],
    bytes: TYPING_BYTES,
  },
});
