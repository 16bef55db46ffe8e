/**
 * The words of the bias audit's PDF (D208, D273): the equal-opportunity codes as the names a
 * reader knows ("Black or African American", not `black_african_american`), in the PDF's language
 * (bias-audit.pdf-words.ts, D297), and table cells wrapped at spaces to their column: a word is
 * never cut.
 */
import type { PDFFont } from 'pdf-lib';
import { INTERSECTION_JOIN } from '../../../contracts/bias-audit.ts';
import type { Language } from '../../../contracts/languages.ts';
import { PDF_WORDS, type CategoryCode } from './bias-audit.pdf-words.ts';

/** The English names of every sex and race/ethnicity code the audit counts. */
export const CATEGORY_NAMES = PDF_WORDS.en.categories;

/** A category's name in `language`: an intersection's parts named and joined ("Female / White"); an unknown code as it is. */
export const categoryName = (code: string, language: Language = 'en'): string =>
  code
    .split(INTERSECTION_JOIN)
    .map((part) => PDF_WORDS[language].categories[part as CategoryCode] ?? part)
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
