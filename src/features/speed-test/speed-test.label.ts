/** The speed test's name in the visitor's language, as the job link lists a plan's activities (src/kinds/labels.ts). */
import { msg } from '@lingui/core/macro';

export const speedTestLabels = { speed_test: msg`Internet speed test` };
