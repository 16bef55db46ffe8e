// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { activateLanguage, i18n, isLanguage, languageFromBrowser, loadCatalog, loadStaffMessages } from './i18n.ts';

describe('choosing the language from the browser', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['es'], 'es'],
    [['fr-CA'], 'fr'],
    [['FR'], 'fr'],
    [['en-GB'], 'en'],
    [['de-DE', 'fr'], 'en'],
    [['pt-BR'], 'en'],
    [[], 'en'],
  ])('given browser languages %j, then the app starts in %s', (languages, expected) => {
    expect(languageFromBrowser(languages)).toBe(expected);
  });

  it('accepts only en, es and fr as saved choices', () => {
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});

// In this order: the second goes on from the catalogs the first loaded (they are module state).
describe('the staff catalog', { shuffle: false }, () => {
  // Ids of a message only staff screens use (staff.po) and of one every screen uses (messages.po).
  const staffOnly = msg`Write a new question`.id;
  const everywhere = msg`Language`.id;
  const has = (id: string) => i18n._(id) !== id;

  it('is not loaded until a staff route asks for it, then merges into the active language', async () => {
    await activateLanguage('es');
    expect(has(everywhere)).toBe(true);
    expect(has(staffOnly)).toBe(false);

    await loadStaffMessages();
    expect(i18n.locale).toBe('es');
    expect(has(staffOnly)).toBe(true);
    expect(has(everywhere)).toBe(true);
  });

  it('is loaded for the new language when the language changes on a staff page', async () => {
    const spanish = i18n._(staffOnly);
    await activateLanguage('fr');
    expect(i18n.locale).toBe('fr');
    expect(has(staffOnly)).toBe(true);
    expect(i18n._(staffOnly)).not.toBe(spanish);
    expect(has(everywhere)).toBe(true);
  });
});

describe('the feature catalogs (one per feature folder, lingui.config.ts)', () => {
  // A message only the questionnaire's screens use (questionnaire.po once extracted; messages.po before).
  const questionnaireOnly = msg`Check your answers`.id;
  const everywhere = msg`Language`.id;
  const has = (id: string) => i18n._(id) !== id;
  const split = Object.keys(import.meta.glob('../locales/*/questionnaire.po')).length > 0;

  it("loads a feature's messages when its code asks, and again for each new language", async () => {
    await activateLanguage('es');
    expect(has(everywhere)).toBe(true);
    // With the catalogs split, the main catalog no longer carries the questionnaire's messages.
    expect(has(questionnaireOnly)).toBe(!split);

    await loadCatalog('questionnaire');
    expect(has(questionnaireOnly)).toBe(true);
    const spanish = i18n._(questionnaireOnly);

    await activateLanguage('fr');
    expect(i18n.locale).toBe('fr');
    expect(has(questionnaireOnly)).toBe(true);
    expect(i18n._(questionnaireOnly)).not.toBe(spanish);
  });

  it('resolves for a folder without a catalog (its messages, if any, are in messages.po)', async () => {
    await expect(loadCatalog('no-such-feature')).resolves.toBeUndefined();
  });
});
