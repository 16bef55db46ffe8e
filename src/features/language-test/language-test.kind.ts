/** The language test: parts answered on the device, each completed whole. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const languageTestKind = defineCandidateKind({
  types: ['language_test'],
  screen: (search) => ({ to: '/user/language-test', search }),
  isResumable: true,
});
