/** A questionnaire: its instructions first. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { msg } from '@lingui/core/macro';
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const questionnaireKind = defineCandidateKind({
  types: ['assessment'],
  builtInTitles: {
    Questionnaire: msg`Questionnaire`,
    // The provider's questionnaires, as the content seed names them.
    'Personality questionnaire': msg`Personality questionnaire`,
    'Interests questionnaire': msg`Interests questionnaire`,
    'Work values questionnaire': msg`Work values questionnaire`,
    'Workplace competencies questionnaire': msg`Workplace competencies questionnaire`,
  },
  screen: (search) => ({ to: '/user/assessment-instruction', search }),
  isResumable: true,
  // An activity with no questionnaire (asmt_id null) has nothing to start.
  isStartable: (activity) => activity.asmt_id !== null,
  offline: {
    works: 'offline',
    screens: ['/user/assessment-instruction', '/user/assessment-questions'],
    // The last page's submission step, loaded when the candidate reaches it.
    laterCode: () => import('./questionnaire-end.ts'),
    // The content is one per questionnaire and language (the career pathways one also per tracker).
    content: ({ activity }) => (activity.asmt_id === null ? [] : [['assessment-content', activity.asmt_id]]),
  },
});
