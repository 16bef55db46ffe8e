/** The add/edit form's values as the inputs hold them, its checks, and the body sent to the server. */
import { t } from '@lingui/core/macro';
import type { CreateExperience, Experience } from '../../../contracts/experience.ts';
import { experienceDateProblems, isCalendarDate } from '../../../contracts/experience-dates.ts';

export interface ExperienceFormValues {
  company_name: string;
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  is_current: boolean;
  location: string;
  state: string;
  country: string;
  position_type: string;
  field: string;
}

export type ExperienceField = keyof ExperienceFormValues;

/** Order of the fields on screen: the error summary lists problems in this order. */
export const FIELD_ORDER: ExperienceField[] = [
  'title',
  'company_name',
  'start_date',
  'end_date',
  'is_current',
  'location',
  'state',
  'country',
  'position_type',
  'field',
  'description',
];

export function toFormValues(entry?: Experience): ExperienceFormValues {
  return {
    company_name: entry?.company_name ?? '',
    title: entry?.title ?? '',
    description: entry?.description ?? '',
    start_date: entry?.start_date ?? '',
    end_date: entry?.end_date ?? '',
    is_current: entry?.is_current ?? false,
    location: entry?.location ?? '',
    state: entry?.state ?? '',
    country: entry?.country ?? '',
    position_type: entry?.position_type ?? '',
    field: entry?.field ?? '',
  };
}

/** The form's values as kept on the device (form-drafts.ts): with the entry they edit, null for a new one. */
export type ExperienceDraftValues = ExperienceFormValues & { entry_id: number | null };

export const toDraftValues = (entry?: Experience): ExperienceDraftValues => ({
  ...toFormValues(entry),
  entry_id: entry?.id ?? null,
});

/** A draft kept on the device laid over the form's values when it is of the same entry: each field of the right type. */
export function withExperienceDraft(
  values: ExperienceDraftValues,
  draft: Record<string, unknown>,
): ExperienceDraftValues {
  if (draft.entry_id !== values.entry_id) return values;
  const merged: Record<string, unknown> = { ...values };
  for (const field of FIELD_ORDER) if (typeof draft[field] === typeof values[field]) merged[field] = draft[field];
  return merged as unknown as ExperienceDraftValues;
}

export function toBody(values: ExperienceFormValues): CreateExperience {
  const optional = (value: string) => value.trim() || null;
  return {
    company_name: values.company_name.trim(),
    title: values.title.trim(),
    description: optional(values.description),
    start_date: values.start_date,
    end_date: values.is_current ? null : optional(values.end_date),
    is_current: values.is_current,
    location: optional(values.location),
    state: optional(values.state),
    country: optional(values.country),
    position_type: optional(values.position_type),
    field: optional(values.field),
  };
}

export function endBeforeStartText(): string {
  return t`The end date is before the start date`;
}

/** Spec seed 000 section 5: a warning beside the end date as soon as both dates are filled in. */
export function hasEndBeforeStart(values: ExperienceFormValues): boolean {
  return (
    !values.is_current &&
    isCalendarDate(values.start_date) &&
    isCalendarDate(values.end_date) &&
    values.end_date < values.start_date
  );
}

/** Whole sentences per field: translators cannot inflect a label pasted into a sentence. */
function lengthProblem(value: string, texts: { empty: string; short: string; long: string }): string | undefined {
  const length = value.trim().length;
  if (length === 0) return texts.empty;
  if (length < 2) return texts.short;
  if (length > 200) return texts.long;
  return undefined;
}

/** The problems to show before anything is sent, keyed by field. */
export function validateExperience(values: ExperienceFormValues): Partial<Record<ExperienceField, string>> {
  const errors: Partial<Record<ExperienceField, string>> = {};
  const title = lengthProblem(values.title, {
    empty: t`Enter your job title`,
    short: t`The job title must be at least 2 characters`,
    long: t`The job title must be 200 characters or fewer`,
  });
  if (title) errors.title = title;
  const company = lengthProblem(values.company_name, {
    empty: t`Enter the company name`,
    short: t`The company name must be at least 2 characters`,
    long: t`The company name must be 200 characters or fewer`,
  });
  if (company) errors.company_name = company;
  if (!values.start_date) errors.start_date = t`Enter the start date`;
  else if (!isCalendarDate(values.start_date)) errors.start_date = t`Enter a real start date`;
  if (!values.is_current && values.end_date && !isCalendarDate(values.end_date))
    errors.end_date = t`Enter a real end date`;
  if (values.description.trim().length > 2000)
    errors.description = t`The description must be 2,000 characters or fewer`;
  for (const key of ['location', 'state', 'country', 'position_type', 'field'] as const) {
    if (values[key].trim().length > 100) errors[key] = t`This must be 100 characters or fewer`;
  }
  if (!errors.start_date && !errors.end_date) {
    for (const { prop, problem } of experienceDateProblems(toBody(values))) {
      if (problem === 'start_in_future') errors.start_date = t`The start date cannot be in the future`;
      if (problem === 'end_required') errors.end_date = t`Enter the end date, or tick "I currently work here"`;
      if (problem === 'end_before_start') errors[prop] = endBeforeStartText();
    }
  }
  return errors;
}
