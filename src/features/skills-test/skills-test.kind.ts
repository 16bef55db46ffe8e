/** The skills test: timed sections, its instructions first. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const skillsTestKind = defineCandidateKind({
  types: ['skills_test'],
  screen: (search) => ({ to: '/user/skill-test-instruction', search }),
  isResumable: true,
});
