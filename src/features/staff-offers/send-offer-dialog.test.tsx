/** The offer's confirmation says which language the candidate's e-mail goes in and whose text it is (D381). */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

let preview: Record<string, unknown> = {};
vi.mock('../../lib/api-client.ts', () => ({ call: vi.fn(async () => preview) }));
const { SendOfferDialog } = await import('./send-offer-dialog.tsx');

i18n.loadAndActivate({ locale: 'en', messages: {} });
afterEach(cleanup);

const mail = (isCompanyVersion: boolean) => ({
  to_name: 'Chloé Martin',
  to_address: 'chloe@example.test',
  language: 'fr',
  subject: 'Votre offre de Demo Company vous attend',
  text_body: 'Bonjour Chloé,',
  is_sent_at_once: true,
  is_company_version: isCompanyVersion,
});

function open(isCompanyVersion: boolean) {
  preview = mail(isCompanyVersion);
  const offer = { offer_uuid: '3f2c1a9e-0000-4000-8000-000000000000', signers: [{ role: 'candidate', name: 'Chloé' }] };
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SendOfferDialog offer={offer as never} isOpen onCancel={() => {}} onSent={() => {}} send={async () => {}} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the e-mail shown before an offer is sent', () => {
  it('given the company’s French version, then the preview says French and the company’s version', async () => {
    open(true);
    expect((await screen.findByTestId('offer-mail-language')).textContent).toBe(
      'Sent in French, from your company’s version of this e-mail.',
    );
    expect(screen.getByTestId('offer-mail-subject').getAttribute('lang')).toBe('fr');
  });

  it('given no French version of the company, then the preview says the platform’s French text is used', async () => {
    open(false);
    expect((await screen.findByTestId('offer-mail-language')).textContent).toBe(
      'Sent in French, from the platform’s text: your company has no version of this e-mail in that language.',
    );
  });
});
