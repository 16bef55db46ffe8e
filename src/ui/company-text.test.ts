import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { companyText } from './company-text.ts';

const typingTest = msg`Typing test`;
/** An activity kind's built-in name, as src/kinds/candidate.ts gathers them. */
const titles = { 'Typing test': typingTest };
const spanish = () => {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'es', messages: { [typingTest.id!]: 'Prueba de mecanografía' } });
  return i18n;
};

describe("a company's text on the candidate's screen", () => {
  it("given the company's Spanish version, then a Spanish reader sees it", () => {
    expect(companyText(spanish(), { text: 'Typing', versions: { en: 'Typing', es: 'Teclado' } })).toBe('Teclado');
  });

  it('given no Spanish version and a name the company wrote, then the default language version', () => {
    expect(companyText(spanish(), { text: 'Rapid typing', versions: { fr: 'Frappe' }, defaultLanguage: 'fr' })).toBe(
      'Frappe',
    );
  });

  it("given no Spanish version of a built-in English name, then our catalog's translation of it", () => {
    expect(
      companyText(spanish(), { text: 'Typing test', versions: { en: 'Typing test' }, defaultLanguage: 'en' }, titles),
    ).toBe('Prueba de mecanografía');
    // A device's tracker saved before versions existed: the same.
    expect(companyText(spanish(), { text: 'Typing test' }, titles)).toBe('Prueba de mecanografía');
  });

  it('given a built-in step name, then our translation without any kind', () => {
    const i18n = setupI18n();
    const offer = msg`Offer`;
    i18n.loadAndActivate({ locale: 'es', messages: { [offer.id!]: 'Oferta' } });
    expect(companyText(i18n, { text: 'Offer' })).toBe('Oferta');
  });
});
