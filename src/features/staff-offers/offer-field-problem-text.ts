/** An offer field problem (contracts/offer-field-rules.ts) in the recruiter's language. */
import { t } from '@lingui/core/macro';
import type { OfferField } from '../../../contracts/offer-settings.ts';
import type { OfferFieldProblem } from '../../../contracts/offer-field-rules.ts';

export function offerFieldProblemText(problem: OfferFieldProblem, fields: readonly OfferField[]): string {
  const label = fields.find((f) => f.field_key === problem.field_key)?.label ?? problem.field_key;
  switch (problem.kind) {
    case 'unknown_field':
      return t`This is not one of the company’s offer fields.`;
    case 'required':
      return t`${label} is required.`;
    case 'not_a_number':
      return t`${label} must be a number.`;
    case 'not_an_amount':
      return t`${label}: write the amount in digits, with a point before at most two decimals (52000 or 52000.50).`;
    case 'below_min': {
      const limit = problem.limit;
      return t`${label} must be at least ${limit}.`;
    }
    case 'above_max': {
      const limit = problem.limit;
      return t`${label} must be at most ${limit}.`;
    }
    case 'not_a_date':
      return t`${label} must be a date.`;
    case 'not_an_option': {
      const options = problem.options.join(', ');
      return t`${label} must be one of: ${options}.`;
    }
  }
}

/** The problems as the form's per-field messages, keyed as the server keys them. */
export function offerFieldErrorTexts(
  problems: readonly OfferFieldProblem[],
  fields: readonly OfferField[],
): Record<string, string> {
  return Object.fromEntries(problems.map((p) => [`field_values.${p.field_key}`, offerFieldProblemText(p, fields)]));
}
