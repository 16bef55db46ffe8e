/** Whether an employee left by their own choice, in the current language (people and company settings). Call at render time. */
import { t } from '@lingui/core/macro';
import type { SeparationType } from '../../contracts/people.ts';

export function separationTypeLabel(type: SeparationType): string {
  return type === 'voluntary' ? t`Voluntary` : t`Involuntary`;
}
