/** The application form's and the résumé's names in the visitor's language, as the job link lists a plan's activities (src/kinds/labels.ts). */
import { msg } from '@lingui/core/macro';

export const applicationFormLabels = {
  form: msg`Application form`,
  resume: msg`Your resume`,
};
