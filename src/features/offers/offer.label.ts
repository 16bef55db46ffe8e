/** The offer's name in the visitor's language, as the job link lists a plan's activities (src/kinds/labels.ts). */
import { msg } from '@lingui/core/macro';

export const offerLabels = { offer: msg`Offer` };
