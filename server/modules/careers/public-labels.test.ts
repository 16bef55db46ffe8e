/**
 * The career pages' fixed words are the app's where the app says the same thing: "Remote" as the
 * job link says it (which job-link-texts.test.ts holds to the catalogs), and a posting's employment
 * type, pay period, "Location", "Employment type" and "Page not found" as the staff who wrote the
 * posting and the app's own pages read them (src/features/job-postings/posting-labels.ts and
 * posting-editor.tsx, src/locales/{es,fr}/staff.po and messages.po). A candidate who follows a
 * posting from the career page to its job link, and the recruiter who chose "Per diem", read one
 * word for it in each language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contracts/languages.ts';
import { readPo } from '../../../scripts/catalog-rules.mjs';
import { jobLinkTexts } from '../job-link/index.ts';
import { PUBLIC_LABELS } from './public-labels.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The app's translations without a context, from the catalogs named. */
function catalog(language: 'es' | 'fr', names: string[]): Map<string, string> {
  const entries = names.flatMap((name) =>
    readPo(fs.readFileSync(path.join(root, `src/locales/${language}/${name}.po`), 'utf8')),
  );
  return new Map(entries.filter((entry) => !entry.context).map((entry) => [entry.id, entry.translations[0]!]));
}

/** A choice's label ("Per hour") as it reads inside a sentence ("$20 per hour"). */
const inSentence = (label: string) => label.charAt(0).toLocaleLowerCase() + label.slice(1);

describe("the career pages' words", () => {
  it('say a remote job as the job link does in each language', () => {
    for (const language of LANGUAGES) {
      const careers = PUBLIC_LABELS[language];
      const jobLink = jobLinkTexts(language);
      expect(careers.remote, language).toBe(jobLink.remote);
      expect(careers.remoteIn('Madrid'), language).toBe(jobLink.remoteIn('Madrid'));
    }
    expect(PUBLIC_LABELS.fr.remote).toBe('À distance');
  });

  for (const language of ['es', 'fr'] as const) {
    it(`in ${language}, say a posting's choices and headings as the app's catalogs do`, () => {
      const app = catalog(language, ['staff', 'messages']);
      const en = PUBLIC_LABELS.en;
      const careers = PUBLIC_LABELS[language];
      const translation = (english: string) => {
        const text = app.get(english);
        expect(text, `${language}: the app has no translation of "${english}"`).toBeTruthy();
        return text!;
      };
      const found: Record<string, string> = {};
      const expected: Record<string, string> = {};
      const pair = (name: string, careersText: string, appText: string) => {
        found[name] = careersText;
        expected[name] = appText;
      };
      for (const [type, english] of Object.entries(en.employment))
        pair(`employment ${type}`, careers.employment[type as keyof typeof en.employment], translation(english));
      for (const [period, english] of Object.entries(en.per))
        pair(
          `per ${period}`,
          careers.per[period as keyof typeof en.per],
          inSentence(translation(`P${english.slice(1)}`)),
        );
      pair('location', careers.location, translation(en.location));
      pair('employmentType', careers.employmentType, translation(en.employmentType));
      pair('notFoundTitle', careers.notFoundTitle, translation(en.notFoundTitle));
      expect(found).toEqual(expected);
    });
  }
});
