import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

const recipient = (ref: string, first: string, language: 'es' | 'fr' | null, candidate: 'es' | 'fr') => ({
  ref_id: ref,
  email: `${first.toLowerCase()}@example.com`,
  first_name: first,
  last_name: 'Lee',
  subject: language === 'fr' ? 'Votre candidature' : language === 'es' ? 'Tu candidatura' : 'Your application',
  message: '…',
  language,
  candidate_language: candidate,
});
const call = vi.fn(async (_endpoint: unknown, init: { body: { email: { text: string } } }) => ({
  recipients:
    init.body.email.text === 'standard'
      ? [recipient('a', 'Ana', 'es', 'es'), recipient('b', 'Zoé', 'fr', 'fr')]
      : [recipient('a', 'Ana', null, 'es'), recipient('b', 'Zoé', null, 'fr')],
}));
vi.mock('../../lib/api-client.ts', () => ({ call }));

const { RejectionPreview } = await import('./rejection-preview.tsx');

i18n.loadAndActivate({ locale: 'en', messages: {} });

function renderPreview(props: { text: 'standard' | 'written'; subject?: string; message?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RejectionPreview idPrefix="reject" refIds={['a', 'b']} subject="" message="" {...props} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return within(screen.getByRole('region', { name: 'Preview' }));
}

describe('the reject dialog’s preview says which language the mail goes in', () => {
  afterEach(cleanup);

  it('given the standard text and a Spanish and a French candidate, then each one’s mail reads in their language, and the label says so', async () => {
    const preview = renderPreview({ text: 'standard' });
    expect(await preview.findByText('Sent in Spanish, the candidate’s language.')).toBeTruthy();
    expect(preview.getByText('Tu candidatura')).toBeTruthy();
    fireEvent.change(preview.getByLabelText('Preview for'), { target: { value: 'b' } });
    expect(preview.getByText('Sent in French, the candidate’s language.')).toBeTruthy();
    expect(preview.getByText('Votre candidature')).toBeTruthy();
  });

  it('given a written text, then the label says it goes as written and names the candidate’s language', async () => {
    const preview = renderPreview({ text: 'written', subject: 'Your application', message: 'Hello' });
    expect(await preview.findByText('Sent as you wrote it. The candidate’s language is Spanish.')).toBeTruthy();
  });
});
