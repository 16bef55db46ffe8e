/** The equal-opportunity questions' name in the visitor's language, as the job link lists a plan's activities (src/kinds/labels.ts). */
import { msg } from '@lingui/core/macro';

export const eeocLabels = {
  eeoc: msg({ message: 'Equal opportunity questions (voluntary)', context: 'activity kind' }),
};
