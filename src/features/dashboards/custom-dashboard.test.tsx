import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomDashboard } from '../../../contracts/custom-dashboards.ts';
import { CustomDashboardScreen } from './custom-dashboard.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dashboard = (over: Partial<CustomDashboard>): CustomDashboard => ({
  dashboard_id: 5,
  account_id: 1,
  name: 'Turnover',
  charts: ['turnover', 'performance'],
  shared: true,
  created_by_name: 'Olivia Owner',
  mine: false,
  updated_at: '2026-11-24T10:00:00.000Z',
  ...over,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: dashboard 5 as given, copies answered by `onCopy`; every report 404 (the charts are not under test). */
function stubServer(five: CustomDashboard, onCopy: (body: { name: string }) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/report/v1/custom-dashboards/5/') && (init?.method ?? 'GET') === 'GET')
      return json(200, { data: five });
    if (url.endsWith('/report/v1/custom-dashboards/5/copy/') && init?.method === 'POST')
      return onCopy(JSON.parse(String(init.body)) as { name: string });
    return json(404, { code: 'not_found', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show(onOpen = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CustomDashboardScreen accountId={1} dId={5} filter={{}} employees={{}} search={{}} onOpen={onOpen} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return onOpen;
}

describe('a custom dashboard on screen', () => {
  it('given a shared one of someone else, when "Make a copy" is pressed, then a copy named after it is asked for and opened', async () => {
    const copies: { name: string }[] = [];
    stubServer(dashboard({}), (body) => {
      copies.push(body);
      return json(200, {
        data: dashboard({ dashboard_id: 9, name: body.name, shared: false, mine: true, created_by_name: 'Ada Admin' }),
      });
    });
    const onOpen = show();
    const button = await screen.findByRole('button', { name: 'Make a copy' });
    expect(screen.queryByRole('button', { name: 'Edit dashboard' })).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(9));
    expect(copies).toEqual([{ name: 'Copy of Turnover' }]);
  });

  it('given one of the viewer’s own, then it offers editing and deleting, not a copy', async () => {
    stubServer(dashboard({ mine: true }), () => json(500, {}));
    show();
    await screen.findByRole('button', { name: 'Edit dashboard' });
    expect(screen.queryByRole('button', { name: 'Make a copy' })).toBeNull();
  });

  it('given a refused copy, then the reason is shown and nothing is opened', async () => {
    stubServer(dashboard({}), () =>
      json(409, { code: 'conflict', message: 'You can keep at most 50 custom dashboards: delete one first.' }),
    );
    const onOpen = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Make a copy' }));
    expect(
      (await screen.findByText('You can keep at most 50 custom dashboards: delete one first.')).getAttribute('role'),
    ).toBe('alert');
    expect(onOpen).not.toHaveBeenCalled();
  });
});
