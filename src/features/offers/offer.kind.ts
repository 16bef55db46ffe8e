/** The offer's names (src/ui/activity-shell/candidate-kind.ts): the candidate reads and signs it on its own pages, which the tracker links to. */
import { msg } from '@lingui/core/macro';
import { defineKindNames } from '../../ui/activity-shell/candidate-kind.ts';

export const offerNames = defineKindNames({
  types: ['offer'],
  labels: { offer: msg({ message: 'Offer', context: 'activity kind' }) },
  // "Offer" is also a step's built-in name (src/ui/company-text.ts).
  builtInTitles: {},
});
