/** The company's offer approval chain on the e-signature settings page (D320). */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api-client.ts')>()),
  call: vi.fn(async () => ({
    approvers: [],
    staff: [{ user_id: 7, first_name: 'Ana', last_name: 'Ruiz' }],
  })),
}));

const { OfferApproversSettings } = await import('./offer-approvers-settings.tsx');

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('the offer approvers setting', () => {
  it('given no approver, then it says once that offers go without approval, and no more once one is added', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <OfferApproversSettings accountId={1} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Offer approvals' });
    expect(form.textContent?.match(/without approval/g)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Add an approver'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('list', { name: 'Approvers in order' }).textContent).toContain('Ana Ruiz');
    expect(form.textContent).not.toMatch(/without approval/);
  });
});
