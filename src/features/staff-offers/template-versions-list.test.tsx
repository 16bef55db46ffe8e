/**
 * Offer letter templates by name with their versions per language (D234): a missing
 * language is marked and offers "Add this version", which opens the form with the template's name
 * and that language, and the other versions beside it to translate from.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OfferTemplate } from '../../../contracts/offer-settings.ts';
import { TemplatesList } from './offer-templates-settings.tsx';
import { offerKeys } from './staff-offers.queries.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const ACCOUNT = 7;
const template = (id: number, name: string, language: OfferTemplate['language'], body: string): OfferTemplate => ({
  offer_letter_template_id: id,
  kind: 'letter',
  name,
  language,
  body,
  updated_at: '2026-11-26T10:00:00.000Z',
});

function renderList(templates: OfferTemplate[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(offerKeys.templates(ACCOUNT), { templates, variables: ['candidate_first_name'] });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <Suspense>
          <TemplatesList accountId={ACCOUNT} kind="letter" />
        </Suspense>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('offer letter templates by language', () => {
  it('given a template in English and Spanish, then French is marked missing, and adding it opens the form with the name and French, the two versions beside it', async () => {
    renderList([
      template(1, 'Standard offer', 'en', 'Dear {{candidate_first_name}}, we offer you the job.'),
      template(2, 'Standard offer', 'es', 'Hola {{candidate_first_name}}: te ofrecemos el puesto.'),
    ]);
    const item = (await screen.findByText('Standard offer')).closest('li')!;
    expect(within(item).getByRole('button', { name: 'Edit Standard offer (English)' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Edit Standard offer (Spanish)' })).toBeTruthy();
    expect(within(item).getByText('French: missing')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Add the French version of Standard offer' }));
    const form = screen.getByRole('form', { name: 'New template' });
    expect(within(form).getByDisplayValue('Standard offer')).toBeTruthy();
    expect((within(form).getByRole('combobox') as HTMLSelectElement).value).toBe('fr');
    const beside = screen.getByRole('complementary', { name: 'Other versions' });
    expect(within(beside).getByRole('heading', { name: 'The English version' })).toBeTruthy();
    expect(within(beside).getByRole('heading', { name: 'The Spanish version' })).toBeTruthy();
  });

  it('given a template in every language, then nothing is marked missing and editing one shows the two others beside it', async () => {
    renderList([
      template(1, 'Standard offer', 'en', 'Dear'),
      template(2, 'Standard offer', 'es', 'Hola'),
      template(3, 'Standard offer', 'fr', 'Bonjour'),
    ]);
    await screen.findByText('Standard offer');
    expect(screen.queryByText(/: missing$/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Standard offer (French)' }));
    const beside = screen.getByRole('complementary', { name: 'Other versions' });
    expect(
      within(beside)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['The English version', 'The Spanish version']);
  });
});
