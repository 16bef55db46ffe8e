/** The application form and the résumé: sent as a whole from a form draft, so there is no attempt to continue. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { msg } from '@lingui/core/macro';
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const applicationFormKind = defineCandidateKind({
  types: ['form', 'resume'],
  builtInTitles: { 'Application form': msg`Application form`, Resume: msg`Resume` },
  screen: (search) => ({ to: '/jobapplication', search }),
  isResumable: false,
  offline: {
    works: 'offline',
    screens: ['/jobapplication'],
    content: ({ refId, activity }) => [['profile', 'application-form', refId, activity.job_step_activity_id]],
  },
});
