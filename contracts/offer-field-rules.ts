/**
 * The rule for an offer's field values against the company's offer fields, shared by the server
 * (which refuses the offer) and the recruiter's screen (which says the same before sending, in
 * the recruiter's language). A problem names its field and what is wrong, never a sentence.
 */
import type { OfferField } from './offer-settings.ts';

export type OfferFieldProblem =
  | { field_key: string; kind: 'unknown_field' | 'required' | 'not_a_number' | 'not_an_amount' | 'not_a_date' }
  | { field_key: string; kind: 'below_min' | 'above_max'; limit: number }
  | { field_key: string; kind: 'not_an_option'; options: string[] };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every problem, at most one per field, in the company's field order (unknown fields first). */
export function offerFieldProblems(fields: readonly OfferField[], values: Record<string, string>): OfferFieldProblem[] {
  const known = new Set(fields.map((f) => f.field_key));
  const problems: OfferFieldProblem[] = Object.keys(values)
    .filter((key) => !known.has(key))
    .map((field_key) => ({ field_key, kind: 'unknown_field' }));
  for (const f of fields) {
    const value = (values[f.field_key] ?? '').trim();
    if (!value) {
      if (f.required) problems.push({ field_key: f.field_key, kind: 'required' });
      continue;
    }
    if (f.field_type === 'number' || f.field_type === 'money') {
      const n = Number(value.replace(/[\s,]/g, ''));
      if (!Number.isFinite(n)) problems.push({ field_key: f.field_key, kind: 'not_a_number' });
      // "52.000" typed the Spanish way would read as 52: amounts take at most two decimals (D216).
      else if (f.field_type === 'money' && /\.\d{3,}$/.test(value.replace(/[\s,]/g, '')))
        problems.push({ field_key: f.field_key, kind: 'not_an_amount' });
      else if (f.min_value !== null && n < f.min_value)
        problems.push({ field_key: f.field_key, kind: 'below_min', limit: f.min_value });
      else if (f.max_value !== null && n > f.max_value)
        problems.push({ field_key: f.field_key, kind: 'above_max', limit: f.max_value });
    } else if (f.field_type === 'date' && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) {
      problems.push({ field_key: f.field_key, kind: 'not_a_date' });
    } else if (f.field_type === 'choice' && !f.options.includes(value)) {
      problems.push({ field_key: f.field_key, kind: 'not_an_option', options: f.options });
    }
  }
  return problems;
}
