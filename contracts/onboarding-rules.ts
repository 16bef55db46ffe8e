/**
 * The one check of an onboarding form's answers, run by the browser before queueing a submission
 * and by the server before storing one. It returns a rule per problem (not words): the server
 * writes English messages, the browser the candidate's language.
 */
import { isCalendarDate } from './experience-dates.ts';
import { isValidEmail } from './profile-rules.ts';
import type { OnboardingAnswer, OnboardingField } from './onboarding.ts';

export type OnboardingRule =
  'required' | 'must_check' | 'date' | 'email' | 'phone' | 'option' | 'checkbox' | 'too_long' | 'unknown_field';

export interface OnboardingProblem {
  field_key: string;
  rule: OnboardingRule;
}

/** Digits with the usual separators ("+1 (512) 555-0111"), 7 to 15 digits. */
export function isOnboardingPhone(value: string): boolean {
  if (!/^\+?[0-9 ().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const MAX_LENGTH: Record<OnboardingField['field_type'], number> = {
  text: 300,
  long_text: 4000,
  date: 10,
  select: 100,
  checkbox: 5,
  phone: 30,
  email: 254,
};

/**
 * Judges `answers` against `fields`: every field gets a value ('' when not given; a checkbox
 * 'false'), trimmed, in the form's order. Answers for fields the form does not have are problems.
 */
export function judgeOnboardingAnswers(
  fields: readonly OnboardingField[],
  answers: readonly OnboardingAnswer[],
): { values: { field: OnboardingField; value: string }[]; problems: OnboardingProblem[] } {
  const byKey = new Map(fields.map((f) => [f.field_key, f]));
  const given = new Map<string, string>();
  const problems: OnboardingProblem[] = [];
  for (const answer of answers) {
    if (!byKey.has(answer.field_key)) problems.push({ field_key: answer.field_key, rule: 'unknown_field' });
    else given.set(answer.field_key, answer.value.trim());
  }
  const values = fields.map((field) => {
    let value = given.get(field.field_key) ?? '';
    if (field.field_type === 'checkbox' && value === '') value = 'false';
    const problem = problemOf(field, value);
    if (problem) problems.push({ field_key: field.field_key, rule: problem });
    return { field, value };
  });
  return { values, problems };
}

function problemOf(field: OnboardingField, value: string): OnboardingRule | undefined {
  if (value.length > MAX_LENGTH[field.field_type]) return 'too_long';
  switch (field.field_type) {
    case 'checkbox':
      if (value !== 'true' && value !== 'false') return 'checkbox';
      return field.is_required && value !== 'true' ? 'must_check' : undefined;
    case 'date':
      if (value === '') break;
      return isCalendarDate(value) ? undefined : 'date';
    case 'email':
      if (value === '') break;
      return isValidEmail(value) ? undefined : 'email';
    case 'phone':
      if (value === '') break;
      return isOnboardingPhone(value) ? undefined : 'phone';
    case 'select':
      if (value === '') break;
      return field.options.some((o) => o.value === value) ? undefined : 'option';
    default:
      break;
  }
  return value === '' && field.is_required ? 'required' : undefined;
}

/** Problems with a form definition the schema cannot see: duplicate keys, selects without options. */
export function onboardingFormProblems(fields: readonly OnboardingField[]): { prop: string; message: string }[] {
  const problems: { prop: string; message: string }[] = [];
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field.field_key))
      problems.push({ prop: `fields.${index}.field_key`, message: 'Each field needs its own key.' });
    seen.add(field.field_key);
    if (field.field_type === 'select' && field.options.length < 2)
      problems.push({ prop: `fields.${index}.options`, message: 'A choice needs at least two options.' });
    if (field.field_type !== 'select' && field.options.length > 0)
      problems.push({ prop: `fields.${index}.options`, message: 'Only a choice has options.' });
    const values = new Set(field.options.map((o) => o.value));
    if (values.size !== field.options.length)
      problems.push({ prop: `fields.${index}.options`, message: 'Each option needs its own value.' });
  });
  return problems;
}
