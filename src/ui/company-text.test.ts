import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { companyText, companyTextInReaderLanguage } from './company-text.ts';

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

  it("given no Spanish version and the product's wording for it, then that wording, never the English (D278)", () => {
    const interview = msg`Interview`;
    const i18n = spanish();
    i18n.load('es', { [interview.id!]: 'Entrevista' });
    const written = { text: 'Interview with the store manager', versions: { en: 'Interview with the store manager' } };
    expect(companyText(i18n, written, titles, interview)).toBe('Entrevista');
    expect(companyText(i18n, { text: 'Interview with the store manager' }, titles, interview)).toBe('Entrevista');
    expect(companyTextInReaderLanguage(i18n, written, titles)).toBeUndefined();
    // The company's Spanish version still comes first.
    expect(companyText(i18n, { ...written, versions: { es: 'Entrevista con la encargada' } }, titles, interview)).toBe(
      'Entrevista con la encargada',
    );
  });
});
