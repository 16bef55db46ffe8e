/**
 * The template picker of bulk mail and the reject dialog (D292) in English,
 * Spanish and French: a template brings its version in each language, the fields show the
 * person's own language's, a change changes that version only and the dialog says so; the
 * request carries every version, the company default's as the main text.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { MailTexts } from './template-texts.ts';

const TEMPLATES = {
  default_language: 'en',
  results: [
    {
      message_template_id: 7,
      account_id: 1,
      name: 'After the interview',
      subject: 'Your application',
      subject_i18n: { es: 'Tu candidatura', fr: 'Votre candidature' },
      body: 'Hello {{first_name}}.',
      body_i18n: { es: 'Hola {{first_name}}.', fr: 'Bonjour {{first_name}}.' },
      updated_at: '2026-11-29T09:00:00Z',
    },
  ],
};
vi.mock('../../lib/api-client.ts', () => ({ call: vi.fn(async () => TEMPLATES) }));

const { MailFields } = await import('./mail-fields.tsx');
const { requestTexts } = await import('./template-texts.ts');

const catalogs: Record<string, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/staff.po'),
  es: () => import('../../locales/es/staff.po'),
  fr: () => import('../../locales/fr/staff.po'),
};

let last: MailTexts = { subject: '', message: '' };
function Picker() {
  const [texts, setTexts] = useState<MailTexts>({ subject: '', message: '' });
  last = texts;
  return (
    <MailFields
      idPrefix="mail"
      accountId={1}
      texts={texts}
      onChange={setTexts}
      noTemplateLabel="—"
      isSubjectFromTemplate
      isAttempted={false}
    />
  );
}

async function renderIn(locale: 'en' | 'es' | 'fr') {
  const { messages } = await catalogs[locale]!();
  i18n.loadAndActivate({ locale, messages: messages as Messages });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Picker />
      </QueryClientProvider>
    </I18nProvider>,
  );
  const picker = (await screen.findAllByRole('combobox'))[0]!;
  fireEvent.change(picker, { target: { value: '7' } });
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const note = () => document.getElementById('mail-versions-note')!.textContent;

const CASES = [
  {
    locale: 'en' as const,
    subject: 'Your application',
    message: 'Hello {{first_name}}.',
    note: 'Each candidate receives the version in their own language, else the English one.',
    changed: 'Your changes are in the English version only: readers of Spanish and French receive the template’s text.',
  },
  {
    locale: 'es' as const,
    subject: 'Tu candidatura',
    message: 'Hola {{first_name}}.',
    note: 'Cada candidato recibe la versión en su idioma o, si no la hay, la versión en inglés.',
    changed: 'quienes leen en Inglés y Francés reciben el texto de la plantilla.',
  },
  {
    locale: 'fr' as const,
    subject: 'Votre candidature',
    message: 'Bonjour {{first_name}}.',
    note: 'Chaque candidat reçoit la version dans sa langue, sinon celle en anglais.',
    changed: 'les lecteurs en Anglais et Espagnol reçoivent le texte du modèle.',
  },
];

describe('the template picker in each language', () => {
  afterEach(cleanup);

  for (const c of CASES)
    it(`given a template with three versions in ${c.locale}, then the fields show the ${c.locale} version, a change stays in it, and the dialog says what the others receive`, async () => {
      await renderIn(c.locale);
      expect(field('mail-subject').value).toBe(c.subject);
      expect(field('mail-message').value).toBe(c.message);
      expect(note()).toBe(c.note);
      fireEvent.change(field('mail-message'), { target: { value: `${c.message} !` } });
      expect(note()!.toLowerCase()).toContain(c.changed.toLowerCase());
      const sent = requestTexts(last);
      expect(sent).toMatchObject({ subject: 'Your application', language: 'en' });
      expect(sent.versions?.[c.locale]?.message).toBe(`${c.message} !`);
      const untouched = (['en', 'es', 'fr'] as const).filter((l) => l !== c.locale);
      for (const l of untouched)
        expect(sent.versions?.[l]?.message).toBe(
          l === 'en' ? 'Hello {{first_name}}.' : l === 'es' ? 'Hola {{first_name}}.' : 'Bonjour {{first_name}}.',
        );
      // Another version in the fields: its own text, not the change.
      const versions = screen.getAllByRole('combobox')[1]!;
      fireEvent.change(versions, { target: { value: untouched[0] } });
      expect(field('mail-message').value).toBe(sent.versions?.[untouched[0]!]?.message);
    });
});
