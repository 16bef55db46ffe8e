/**
 * The posting editor's model: the form's text values, the body the server takes, and each rule's
 * words in the reader's language (the rules themselves are contracts/job-posting-rules.ts, the
 * same the server applies).
 */
import { t } from '@lingui/core/macro';
import type { JobPosting, SavePosting } from '../../../contracts/job-postings.ts';
import {
  postingProblems,
  POSTING_TITLE_MAX,
  VALID_THROUGH_MAX_DAYS,
  type EmploymentType,
  type PayPeriod,
  type PostingField,
  type PostingProblemCode,
} from '../../../contracts/job-posting-rules.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { Versions } from '../../ui/field-versions/field-versions.tsx';
import { versionsBody } from '../../ui/field-versions/text-versions.ts';

export interface PostingFormValues {
  title: string;
  description: string;
  location: string;
  is_remote: boolean;
  remote_country: string;
  employment_type: EmploymentType;
  pay_min: string;
  pay_max: string;
  pay_currency: string;
  pay_period: PayPeriod | '';
  language: Language;
  valid_through: string;
  is_on_job_boards: boolean;
  /** The title and description in the other languages; the posting's own `language` is the main fields (D207). */
  title_i18n: Versions;
  description_i18n: Versions;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function newPostingValues(title: string, description: string, language: Language): PostingFormValues {
  return {
    title,
    description,
    location: '',
    is_remote: false,
    remote_country: '',
    employment_type: 'FULL_TIME',
    pay_min: '',
    pay_max: '',
    pay_currency: 'USD',
    pay_period: 'YEAR',
    language,
    valid_through: inDays(30),
    is_on_job_boards: true,
    title_i18n: {},
    description_i18n: {},
  };
}

const amountText = (value: number | null) => (value === null ? '' : String(value));

export function valuesOf(posting: JobPosting): PostingFormValues {
  return {
    title: posting.title,
    description: posting.description,
    location: posting.location ?? '',
    is_remote: posting.is_remote,
    remote_country: posting.remote_country ?? '',
    employment_type: posting.employment_type,
    pay_min: amountText(posting.pay_min),
    pay_max: amountText(posting.pay_max),
    pay_currency: posting.pay_currency ?? '',
    pay_period: posting.pay_period ?? '',
    language: posting.language,
    valid_through: posting.valid_through ?? '',
    is_on_job_boards: posting.is_on_job_boards,
    title_i18n: posting.title_i18n,
    description_i18n: posting.description_i18n,
  };
}

/** An amount as typed: empty is none, anything not a number stays NaN so the rules name it. */
function amountOf(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

export function toBody(values: PostingFormValues): SavePosting {
  const text = (value: string) => (value.trim() ? value.trim() : null);
  const hasPay = values.pay_min.trim() !== '' || values.pay_max.trim() !== '';
  return {
    title: values.title.trim(),
    description: values.description,
    location: text(values.location),
    is_remote: values.is_remote,
    remote_country: values.is_remote ? text(values.remote_country) : null,
    employment_type: values.employment_type,
    pay_min: amountOf(values.pay_min),
    pay_max: amountOf(values.pay_max),
    pay_currency: hasPay ? text(values.pay_currency.toUpperCase()) : null,
    pay_period: hasPay && values.pay_period ? values.pay_period : null,
    language: values.language,
    valid_through: text(values.valid_through),
    is_on_job_boards: values.is_on_job_boards,
    title_i18n: versionsBody(values.title_i18n, values.language),
    description_i18n: versionsBody(values.description_i18n, values.language),
  };
}

export function problemText(code: PostingProblemCode, field: PostingField): string {
  switch (code) {
    case 'required':
      if (field === 'title') return t`Enter a title for the posting.`;
      if (field === 'description') return t`Write a description: job boards do not list a posting without one.`;
      if (field === 'remote_country') return t`Enter the country (or region) remote applicants must live in.`;
      if (field === 'valid_through') return t`Choose the last day the posting shows.`;
      return t`Fill in this field.`;
    case 'too_long':
      return field === 'title' ? t`Use at most ${POSTING_TITLE_MAX} characters.` : t`This is too long.`;
    case 'place_required':
      return t`Enter a location, or say the job is remote.`;
    case 'pay_negative':
      return t`Enter an amount of 0 or more, in numbers.`;
    case 'pay_order':
      return t`The lowest pay must not be above the highest.`;
    case 'currency_invalid':
      return t`Enter a three-letter currency code, such as USD.`;
    case 'currency_required':
      return t`Enter the currency of the pay.`;
    case 'period_required':
      return t`Choose what the pay is per.`;
    case 'date_invalid':
      return t`Enter a real date.`;
    case 'date_past':
      return t`Choose a date from today on.`;
    case 'date_too_far':
      return t`Choose a date within ${VALID_THROUGH_MAX_DAYS} days.`;
  }
}

/** Each field's problem in words; `publishing` adds what a live posting needs. */
export function formProblems(values: PostingFormValues, publishing: boolean): Partial<Record<PostingField, string>> {
  const found: Partial<Record<PostingField, string>> = {};
  for (const problem of postingProblems(toBody(values), publishing))
    found[problem.prop] = problemText(problem.code, problem.prop);
  return found;
}

/** Each field's element id: the error summary's links land there. */
export const POSTING_FIELD_IDS: Record<PostingField, string> = {
  title: 'posting-title',
  description: 'posting-description',
  location: 'posting-location',
  is_remote: 'posting-remote',
  remote_country: 'posting-remote-country',
  employment_type: 'posting-type',
  pay_min: 'posting-pay-min',
  pay_max: 'posting-pay-max',
  pay_currency: 'posting-currency',
  pay_period: 'posting-period',
  language: 'posting-language',
  valid_through: 'posting-valid-through',
  is_on_job_boards: 'posting-boards',
};
