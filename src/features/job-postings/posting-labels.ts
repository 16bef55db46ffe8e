/** The words of a posting's fixed choices on the staff screens. */
import { t } from '@lingui/core/macro';
import type { EmploymentType, PayPeriod } from '../../../contracts/job-posting-rules.ts';
import type { Language } from '../../../contracts/languages.ts';

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

export function postingLanguageLabel(language: Language): string {
  return { en: t`English`, es: t`Spanish`, fr: t`French` }[language];
}
