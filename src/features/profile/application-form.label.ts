/** The application form's and the résumé's names in the visitor's language, as the job link lists a plan's activities (src/kinds/labels.ts). */
import { msg } from '@lingui/core/macro';

export const applicationFormLabels = {
  form: msg({ message: 'Application form', context: 'activity kind' }),
  resume: msg({ message: 'Your resume', context: 'activity kind' }),
};
