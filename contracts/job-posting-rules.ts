/**
 * A job posting's fields and the rules on them, apart from any schema so the editor and the server
 * judge a posting the same way without the browser loading zod. A draft needs only a title and
 * well-formed values; publishing needs what a job board needs: a description, a place (a location
 * or remote work with the country applicants must live in), an employment type and a
 * valid-through date that has not passed.
 */
import { LANGUAGES, type Language } from './languages.ts';

/** schema.org JobPosting employmentType values. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** schema.org QuantitativeValue unitText values for a salary. */
export const PAY_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

export const POSTING_LANGUAGES: readonly Language[] = LANGUAGES;
export const POSTING_TITLE_MAX = 200;
export const POSTING_PLACE_MAX = 200;
export const POSTING_DESCRIPTION_MAX = 50_000;
export const PAY_MAX = 9_999_999_999;
/** How far ahead a posting may run: job boards drop postings valid for more than a year or so. */
export const VALID_THROUGH_MAX_DAYS = 366;

export { JobPostingErrorCode } from './job-posting-codes.ts';

export interface PostingValues {
  title: string;
  description: string;
  location: string | null;
  is_remote: boolean;
  remote_country: string | null;
  employment_type: EmploymentType;
  pay_min: number | null;
  pay_max: number | null;
  pay_currency: string | null;
  pay_period: PayPeriod | null;
  language: Language;
  valid_through: string | null;
  is_on_job_boards: boolean;
}

export type PostingField = keyof PostingValues;
export type PostingProblemCode =
  | 'required'
  | 'too_long'
  | 'place_required'
  | 'pay_negative'
  | 'pay_order'
  | 'currency_invalid'
  | 'currency_required'
  | 'period_required'
  | 'date_invalid'
  | 'date_past'
  | 'date_too_far';

export interface PostingProblem {
  prop: PostingField;
  code: PostingProblemCode;
  message: string;
}

const MESSAGES: Record<PostingProblemCode, string> = {
  required: 'Fill in this field.',
  too_long: 'This is too long.',
  place_required: 'Enter a location, or say the job is remote.',
  pay_negative: 'Enter an amount of 0 or more.',
  pay_order: 'The lowest pay must not be above the highest.',
  currency_invalid: 'Enter a three-letter currency code, such as USD.',
  currency_required: 'Choose the currency of the pay.',
  period_required: 'Choose what the pay is per.',
  date_invalid: 'Enter a real date.',
  date_past: 'Choose a date from today on.',
  date_too_far: `Choose a date within ${VALID_THROUGH_MAX_DAYS} days.`,
};

function isRealDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The problems of a posting's values; `publishing` adds what a live posting needs. `today` is YYYY-MM-DD (UTC). */
export function postingProblems(
  values: PostingValues,
  publishing: boolean,
  today: string = dayOf(new Date()),
): PostingProblem[] {
  const problems: PostingProblem[] = [];
  const add = (prop: PostingField, code: PostingProblemCode) => {
    if (!problems.some((p) => p.prop === prop)) problems.push({ prop, code, message: MESSAGES[code] });
  };
  const title = values.title.trim();
  if (!title) add('title', 'required');
  else if (title.length > POSTING_TITLE_MAX) add('title', 'too_long');
  if (values.description.length > POSTING_DESCRIPTION_MAX) add('description', 'too_long');
  else if (publishing && !values.description.trim()) add('description', 'required');
  if ((values.location ?? '').trim().length > POSTING_PLACE_MAX) add('location', 'too_long');
  if ((values.remote_country ?? '').trim().length > POSTING_PLACE_MAX) add('remote_country', 'too_long');
  if (publishing && !values.is_remote && !(values.location ?? '').trim()) add('location', 'place_required');
  // Job boards list a remote job only with the country (or region) its applicants must live in.
  if (publishing && values.is_remote && !(values.remote_country ?? '').trim()) add('remote_country', 'required');
  for (const prop of ['pay_min', 'pay_max'] as const) {
    const amount = values[prop];
    if (amount !== null && (!Number.isFinite(amount) || amount < 0)) add(prop, 'pay_negative');
    else if (amount !== null && amount > PAY_MAX) add(prop, 'too_long');
  }
  if (values.pay_min !== null && values.pay_max !== null && values.pay_min > values.pay_max)
    add('pay_min', 'pay_order');
  const hasPay = values.pay_min !== null || values.pay_max !== null;
  const currency = values.pay_currency?.trim() ?? '';
  if (currency && !/^[A-Z]{3}$/.test(currency)) add('pay_currency', 'currency_invalid');
  else if (hasPay && !currency) add('pay_currency', 'currency_required');
  if (hasPay && !values.pay_period) add('pay_period', 'period_required');
  if (values.valid_through) {
    if (!isRealDate(values.valid_through)) add('valid_through', 'date_invalid');
    else if (values.valid_through < today) add('valid_through', 'date_past');
    else if (Date.parse(values.valid_through) - Date.parse(today) > VALID_THROUGH_MAX_DAYS * 86_400_000)
      add('valid_through', 'date_too_far');
  } else if (publishing) add('valid_through', 'required');
  return problems;
}

/** The values as they are kept: text trimmed, empty text as null. */
export function tidyPosting(values: PostingValues): PostingValues {
  const text = (value: string | null) => (value?.trim() ? value.trim() : null);
  return {
    ...values,
    title: values.title.trim(),
    location: text(values.location),
    remote_country: text(values.remote_country),
    pay_currency: text(values.pay_currency)?.toUpperCase() ?? null,
    pay_period: values.pay_min === null && values.pay_max === null ? null : values.pay_period,
    valid_through: text(values.valid_through),
  };
}

/** A name as the lower-case ASCII words of a public address ("Café Lumière" -> "cafe-lumiere"). */
export function addressWords(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** A posting's public address below the company's career page: its id, then its title as words. */
export function postingPathSegment(postingId: number, title: string): string {
  const words = addressWords(title);
  return words ? `${postingId}-${words}` : String(postingId);
}

/** Where an application came from, carried by the Apply link: the career page, or one job board. */
export const APPLY_SOURCE_PATTERN = /^(career|board-\d{1,9})$/;
