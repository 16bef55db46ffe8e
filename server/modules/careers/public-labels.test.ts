/**
 * The career pages say "Remote" with the job link's word, which is the app's (job-link-texts.test.ts
 * compares that with the catalogs): a candidate who follows a posting from the career page to its
 * job link reads one word for it in each language.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contracts/languages.ts';
import { jobLinkTexts } from '../job-link/index.ts';
import { PUBLIC_LABELS } from './public-labels.ts';

describe("the career pages' word for a remote job", () => {
  it('is the job link’s in each language', () => {
    for (const language of LANGUAGES) {
      const careers = PUBLIC_LABELS[language];
      const jobLink = jobLinkTexts(language);
      expect(careers.remote, language).toBe(jobLink.remote);
      expect(careers.remoteIn('Madrid'), language).toBe(jobLink.remoteIn('Madrid'));
    }
    expect(PUBLIC_LABELS.fr.remote).toBe('À distance');
  });
});
