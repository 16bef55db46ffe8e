import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Route as TrackerRoute } from '../../routes/_applicant/user/progress-tracker.tsx';
import { TrackerScreen } from './tracker-screen.tsx';
import { UNIT_PATIENCE } from '../../testing/patience-bounds.ts';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

// Stop 54's CI: offline, a tracker this device had not kept made its loader wait for the network,
// and the page stayed blank.
describe('the tracker offline, with nothing kept on this device', () => {
  it('given no network, then its loader returns at once instead of waiting for the network', async () => {
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    const loaded = (TrackerRoute.options.loader as (input: unknown) => Promise<unknown>)({
      context: { queryClient, session: { user: { user_id: 7 } } },
      deps: { jobUuid: 'job', refId: undefined },
    });
    // Waiting for the network never ends while offline; the bound only ends the test. (At 1 s a loaded
    // machine failed it once, the loader's first import alone taking longer.)
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = await Promise.race([
      loaded.then(() => 'returned'),
      new Promise((resolve) => (timer = setTimeout(() => resolve('still waiting'), UNIT_PATIENCE.wait))),
    ]);
    clearTimeout(timer);
    expect(waited).toBe('returned');
  });

  it('given no network, then the screen says it was not opened on this device before, not "Loading…"', async () => {
    onlineManager.setOnline(false);
    const root = createRootRoute({
      component: () => <TrackerScreen userId={7} kindOf={() => undefined} titles={{}} jobUuid="job" />,
    });
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(await screen.findByText(/this application was not opened on this device before/)).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
