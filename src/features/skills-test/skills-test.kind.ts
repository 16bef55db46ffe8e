/** The skills test: timed sections, its instructions first. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { msg } from '@lingui/core/macro';
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const skillsTestKind = defineCandidateKind({
  types: ['skills_test'],
  builtInTitles: { 'Skills test': msg`Skills test` },
  screen: (search) => ({ to: '/user/skill-test-instruction', search }),
  isResumable: true,
  offline: {
    works: 'offline',
    screens: ['/user/skill-test-instruction', '/user/skill-test-question', '/user/skill-test'],
    content: ({ refId, activity }) => [['skills-test', refId, activity.job_step_activity_id]],
    bytes: 1_000_000,
  },
});
