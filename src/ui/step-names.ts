/**
 * The names the product gives steps when staff do not name them, in English as stored, with their
 * translations. Apart from company-text.ts so the job link, which shows only names the server
 * already chose, translates them without the version picker (bench/budget.json).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const STEP_NAMES: Record<string, MessageDescriptor> = {
  Application: msg`Application`,
  Assessments: msg`Assessments`,
  Screening: msg`Screening`,
  Skills: msg`Skills`,
  Interview: msg`Interview`,
  Interviews: msg`Interviews`,
  Offer: msg`Offer`,
  Onboarding: msg`Onboarding`,
};

/** A step's name in `i18n`'s language when it is one of the built-in English names, else as written. */
export function stepName(i18n: I18n, name: string): string {
  const descriptor = STEP_NAMES[name.trim()];
  return descriptor ? i18n._(descriptor) : name;
}
