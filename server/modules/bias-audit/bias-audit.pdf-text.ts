/**
 * The words of the bias audit's PDF (D208, D273): the equal-opportunity codes as the names a
 * reader knows ("Black or African American", not `black_african_american`), in English as the
 * rest of the PDF, and table cells wrapped at spaces to their column: a word is never cut.
 */
import type { PDFFont } from 'pdf-lib';
import { INTERSECTION_JOIN, type BiasAuditDimension } from '../../../contracts/bias-audit.ts';
import type { EEOC_QUESTIONS } from '../../../contracts/eeoc-questions.ts';

type Code<Q extends keyof typeof EEOC_QUESTIONS> = Exclude<(typeof EEOC_QUESTIONS)[Q][number], 'decline'>;

/** Every sex and race/ethnicity code the audit counts (the type fails when a code is added without a name). */
export const CATEGORY_NAMES: Record<Code<'gender'> | Code<'race_ethnicity'>, string> = {
  female: 'Female',
  male: 'Male',
  non_binary: 'Non-binary',
  hispanic_latino: 'Hispanic or Latino',
  white: 'White',
  black_african_american: 'Black or African American',
  asian: 'Asian',
  american_indian_alaska_native: 'American Indian or Alaska Native',
  native_hawaiian_pacific_islander: 'Native Hawaiian or Other Pacific Islander',
  two_or_more: 'Two or more races',
};

export const DIMENSION_NAMES: Record<BiasAuditDimension, string> = {
  sex: 'By sex',
  race_ethnicity: 'By race or ethnicity',
  intersection: 'By sex and race or ethnicity',
};

/** A category's name: an intersection's parts named and joined ("Female / White"); an unknown code as it is. */
export const categoryName = (code: string): string =>
  code
    .split(INTERSECTION_JOIN)
    .map((part) => CATEGORY_NAMES[part as keyof typeof CATEGORY_NAMES] ?? part)
    .join(INTERSECTION_JOIN);

/**
 * `text` in lines no wider than `width` at `size`, broken at spaces only: a word wider than the
 * width has a line to itself, whole (the columns are set so that no name's word is).
 */
export function wrapWords(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (!line || font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}
