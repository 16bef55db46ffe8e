/** The interview's names (src/ui/activity-shell/candidate-kind.ts): the candidate books it on its own pages, which the tracker links to. */
import { msg } from '@lingui/core/macro';
import { defineKindNames } from '../../ui/activity-shell/candidate-kind.ts';

export const interviewNames = defineKindNames({
  types: ['interview'],
  labels: { interview: msg({ message: 'Interview', context: 'activity kind' }) },
  // "Interview" is also a step's built-in name (src/ui/company-text.ts).
  builtInTitles: {},
});
