import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { activateLanguage, i18n, isLanguage, languageFromBrowser, loadStaffMessages } from './i18n.ts';

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

describe('the staff catalog', () => {
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
