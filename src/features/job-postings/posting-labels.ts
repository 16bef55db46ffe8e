/** The words of a posting's fixed choices on the staff screens. */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { EmploymentType, PayPeriod } from '../../../contracts/job-posting-rules.ts';
import type { Language } from '../../../contracts/languages.ts';
import { languageLabel } from '../../lib/language-names.ts';

export function employmentTypeLabel(type: EmploymentType): string {
  return {
    FULL_TIME: t`Full time`,
    PART_TIME: t`Part time`,
    CONTRACTOR: t`Contract`,
    TEMPORARY: t`Temporary`,
    INTERN: t`Internship`,
    VOLUNTEER: t`Volunteer`,
    PER_DIEM: t`Per diem`,
    OTHER: t`Other`,
  }[type];
}

export function payPeriodLabel(period: PayPeriod): string {
  return { HOUR: t`Per hour`, DAY: t`Per day`, WEEK: t`Per week`, MONTH: t`Per month`, YEAR: t`Per year` }[period];
}

/** A posting's language as a label or a tag's first word ("Inglés, el idioma de la oferta"). */
export function postingLanguageLabel(language: Language): string {
  return languageLabel(language, i18n.locale);
}
