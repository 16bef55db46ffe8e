/** The voluntary EEOC questions, on the screening questions' page. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { msg } from '@lingui/core/macro';
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const eeocKind = defineCandidateKind({
  types: ['eeoc'],
  builtInTitles: { 'Equal opportunity questions (voluntary)': msg`Equal opportunity questions (voluntary)` },
  screen: (search) => ({ to: '/user/custom-assessment-questions', search }),
  isResumable: true,
  // The answers are never kept on the device (D33): the tracker must not promise offline use (D269).
  offline: { works: 'online-only', because: 'private-answers' },
});
