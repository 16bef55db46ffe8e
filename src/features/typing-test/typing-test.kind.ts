/** The typing test: a timed run kept on the device until the server scored it. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const typingTestKind = defineCandidateKind({
  types: ['typing_test'],
  screen: (search) => ({ to: '/user/typing-tests', search }),
  isResumable: true,
});
