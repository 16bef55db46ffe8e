/**
 * A screen rendered as the app renders it, for component tests: the active Lingui instance, a
 * query client (the test's, or a fresh one that does not retry) and a router at `/` whose root
 * shows the screen, so its links and navigation work.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';

export function renderInApp(
  Screen: () => ReactNode,
  {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    wrap = (app) => app,
  }: { queryClient?: QueryClient; wrap?: (app: ReactNode) => ReactNode } = {},
): void {
  const rootRoute = createRootRoute({ component: Screen });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{wrap(<RouterProvider router={router} />)}</QueryClientProvider>
    </I18nProvider>,
  );
}
