/** The job's screening questions. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { msg } from '@lingui/core/macro';
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const screeningQuestionsKind = defineCandidateKind({
  types: ['questions'],
  builtInTitles: { 'Screening questions': msg`Screening questions` },
  screen: (search) => ({ to: '/user/custom-assessment-questions', search }),
  isResumable: true,
  offline: {
    works: 'offline',
    screens: ['/user/custom-assessment-questions'],
    content: ({ refId, activity }) => [
      ['assessment-content', 'screening-questions', refId, activity.job_step_activity_id],
    ],
  },
});
