/** A questionnaire: its instructions first. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const questionnaireKind = defineCandidateKind({
  types: ['assessment'],
  screen: (search) => ({ to: '/user/assessment-instruction', search }),
  isResumable: true,
  // An activity with no questionnaire (asmt_id null) has nothing to start.
  isStartable: (activity) => activity.asmt_id !== null,
});
