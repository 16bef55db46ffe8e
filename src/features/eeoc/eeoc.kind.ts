/** The voluntary EEOC questions, on the screening questions' page. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { msg } from '@lingui/core/macro';
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const eeocKind = defineCandidateKind({
  types: ['eeoc'],
  builtInTitles: { 'Equal opportunity questions (voluntary)': msg`Equal opportunity questions (voluntary)` },
  screen: (search) => ({ to: '/user/custom-assessment-questions', search }),
  isResumable: true,
  offline: {
    works: 'offline',
    screens: ['/user/custom-assessment-questions'],
    content: () => [['assessment-content', 'eeoc-questions']],
  },
});
