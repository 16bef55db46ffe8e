/**
 * The archive README's count of files is a plural of the candidate's language, never "file(s)"
 * (D278, D323): before, every language wrote "1 file(s).", "2 fichero(s).", "0 fichier(s).".
 */
import { describe, expect, it } from 'vitest';
import { README_TEXTS } from './export-readme.ts';

describe('the archive README counts files in the reader’s language', () => {
  it('given one or several files, then English, Spanish and French each pick their plural form', () => {
    expect([1, 2].map((n) => README_TEXTS.en.files(n))).toEqual(['1 file.', '2 files.']);
    expect([1, 2].map((n) => README_TEXTS.es.files(n))).toEqual(['1 fichero.', '2 ficheros.']);
    // French counts 0 and 1 as one ("0 fichier"), as its plural rules say.
    expect([0, 1, 2].map((n) => README_TEXTS.fr.files(n))).toEqual(['0 fichier.', '1 fichier.', '2 fichiers.']);
  });
});
