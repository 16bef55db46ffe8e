/**
 * The rejection and separation reasons every new company starts with
 * (server/modules/company-reasons/default-reasons.ts), in English as stored, with their
 * translations: a reason the company kept reads in the viewer's language, as a step the product
 * named does (D256); one it wrote or renamed reads as written. Company settings show them as
 * written, since that is where they are edited. Staff code only: its messages are in the staff catalog.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const REASON_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'Does not meet minimum qualifications': msg({ message: 'Does not meet minimum qualifications', context: 'reason' }),
  'Assessment results below the requirement': msg({
    message: 'Assessment results below the requirement',
    context: 'reason',
  }),
  'Another candidate was a better fit': msg({ message: 'Another candidate was a better fit', context: 'reason' }),
  'Position filled': msg({ message: 'Position filled', context: 'reason' }),
  'Did not respond': msg({ message: 'Did not respond', context: 'reason' }),
  'Accepted another offer': msg({ message: 'Accepted another offer', context: 'reason' }),
  'Compensation expectations': msg({ message: 'Compensation expectations', context: 'reason' }),
  'No longer interested': msg({ message: 'No longer interested', context: 'reason' }),
  'Took another job': msg({ message: 'Took another job', context: 'reason' }),
  'Better pay elsewhere': msg({ message: 'Better pay elsewhere', context: 'reason' }),
  'Moved away': msg({ message: 'Moved away', context: 'reason' }),
  'Went back to school': msg({ message: 'Went back to school', context: 'reason' }),
  'Personal reasons': msg({ message: 'Personal reasons', context: 'reason' }),
  Performance: msg({ message: 'Performance', context: 'reason' }),
  Attendance: msg({ message: 'Attendance', context: 'reason' }),
  Conduct: msg({ message: 'Conduct', context: 'reason' }),
  'Position eliminated': msg({ message: 'Position eliminated', context: 'reason' }),
};

/** A reason's name in `i18n`'s language when it is one the product gave, else as written. */
export function reasonName(i18n: I18n, name: string): string {
  const descriptor = REASON_NAMES[name.trim()];
  return descriptor ? i18n._(descriptor) : name;
}
