/** The language test: parts answered on the device, each completed whole. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { msg } from '@lingui/core/macro';
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const languageTestKind = defineCandidateKind({
  types: ['language_test'],
  builtInTitles: { 'Language test': msg`Language test` },
  screen: (search) => ({ to: '/user/language-test', search }),
  isResumable: true,
  offline: {
    works: 'offline',
    screens: ['/user/language-test'],
    content: ({ refId, activity }) => [['language-test', refId, activity.job_step_activity_id]],
    bytes: 1_000_000,
  },
});
