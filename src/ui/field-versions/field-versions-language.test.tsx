// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n, loadStaffMessages } from '../../lib/i18n.ts';
import { FieldVersions } from './field-versions.tsx';

afterEach(cleanup);

function show(defaultLanguage: 'en' | 'es') {
  render(
    <I18nProvider i18n={i18n}>
      <FieldVersions
        idPrefix="title"
        legend="Versions"
        defaultLanguage={defaultLanguage}
        values={{}}
        errors={{}}
        onChange={() => undefined}
        hasDefault
        maxLength={100}
      >
        <input aria-label="Default" />
      </FieldVersions>
    </I18nProvider>,
  );
}

// Session 65's review: the posting editor read "quienes leen en Español ven el texto en English".
describe("a text's missing versions name each language in the reader's language", () => {
  it('given Spanish, then the names are Spanish and lower case inside the sentence, capitalised as labels', async () => {
    await activateLanguage('es');
    await loadStaffMessages();
    show('en');
    expect(screen.getByText('Falta: quienes leen en español ven el texto en inglés.')).toBeTruthy();
    expect(screen.getByText('Falta: quienes leen en francés ven el texto en inglés.')).toBeTruthy();
    expect(screen.getByText('Inglés, el idioma predeterminado de la empresa')).toBeTruthy();
    expect(screen.getByLabelText('Francés', { exact: false })).toBeTruthy();
    await activateLanguage('en');
  });

  it('given French, then the names are French and lower case inside the sentence', async () => {
    await activateLanguage('fr');
    await loadStaffMessages();
    show('es');
    expect(screen.getByText('Manquant : les lecteurs en anglais voient le texte en espagnol.')).toBeTruthy();
    expect(screen.getByText('Espagnol, la langue par défaut de l’entreprise')).toBeTruthy();
    expect(screen.getByLabelText('Anglais', { exact: false })).toBeTruthy();
    await activateLanguage('en');
  });
});
