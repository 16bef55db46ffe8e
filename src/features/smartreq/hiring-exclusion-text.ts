/** Why an attribute may never weigh in hiring (contracts/hiring-attributes.ts, D198), in the staff's language; call at render time. */
import { t } from '@lingui/core/macro';
import type { HiringExclusion } from '../../../contracts/hiring-attributes.ts';

export function hiringExclusionText(reason: HiringExclusion): string {
  return reason === 'political'
    ? t`Kept out of hiring: it measures political attitudes, which are protected in several places. For development reports only.`
    : t`Kept out of hiring: it describes emotional health, and a test that can reveal a mental health condition is a medical examination under disability law. For development reports only.`;
}
