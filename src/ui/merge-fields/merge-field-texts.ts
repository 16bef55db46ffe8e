/**
 * The merge fields' words in the user's language: the hint under a composed text and each
 * problem's message. Braces go in as values: a catalog message reads them as its own syntax.
 */
import { t } from '@lingui/core/macro';
import { MERGE_FIELDS, type MergeProblem } from '../../../contracts/merge-fields.ts';

/** A fallback as the reader's language writes one: `{{first_name|:there}}`, `{{first_name|:persona candidata}}`. */
export function fallbackExample(): string {
  const word = t({
    comment: 'Stands in for a missing first name in a greeting, as "there" in "Hello there,"; a few words, no braces.',
    message: 'there',
  });
  return `{{first_name|:${word}}}`;
}

export function mergeFieldHint(): string {
  const fields = MERGE_FIELDS.map((f) => `{{${f}}}`).join(' ');
  const example = fallbackExample();
  return t`Merge fields, filled for each recipient: ${fields}. For an empty value, write a word after |: as in ${example}.`;
}

export function mergeProblemText(problem: Pick<MergeProblem, 'code' | 'text'>): string {
  const text = problem.text;
  const field = `{{${text}}}`;
  return problem.code === 'unknown_variable'
    ? t`${field} is not a merge field. Use one of those listed.`
    : t`"${text}" is not a complete merge field.`;
}
