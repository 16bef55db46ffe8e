/**
 * The reasons every new company starts with (the demo companies too), in English, as rows the
 * company may then edit (server/modules/company-reasons seeds them). Shared so that the screen's
 * translations of these names (src/ui/reason-names) can be held to the same list (D259).
 */
import type { SeparationType } from './people.ts';
import type { RejectionType } from './scorecard-common.ts';

export const DEFAULT_REJECTION_REASONS: { rejection_type: RejectionType; name: string }[] = [
  { rejection_type: 'company', name: 'Does not meet minimum qualifications' },
  { rejection_type: 'company', name: 'Assessment results below the requirement' },
  { rejection_type: 'company', name: 'Another candidate was a better fit' },
  { rejection_type: 'company', name: 'Position filled' },
  { rejection_type: 'company', name: 'Did not respond' },
  { rejection_type: 'candidate', name: 'Accepted another offer' },
  { rejection_type: 'candidate', name: 'Compensation expectations' },
  { rejection_type: 'candidate', name: 'No longer interested' },
];

export const DEFAULT_SEPARATION_REASONS: { separation_type: SeparationType; name: string }[] = [
  { separation_type: 'voluntary', name: 'Took another job' },
  { separation_type: 'voluntary', name: 'Better pay elsewhere' },
  { separation_type: 'voluntary', name: 'Moved away' },
  { separation_type: 'voluntary', name: 'Went back to school' },
  { separation_type: 'voluntary', name: 'Personal reasons' },
  { separation_type: 'involuntary', name: 'Performance' },
  { separation_type: 'involuntary', name: 'Attendance' },
  { separation_type: 'involuntary', name: 'Conduct' },
  { separation_type: 'involuntary', name: 'Position eliminated' },
];
