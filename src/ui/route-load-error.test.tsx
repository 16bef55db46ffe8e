import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StaffPageBoundary } from './route-load-error.tsx';

afterEach(cleanup);

/** A router whose one page loads through `load`, inside the staff pages' boundary and beside a navbar. */
function renderPage(load: () => Promise<string>) {
  const root = createRootRoute({
    component: () => (
      <>
        <nav>Navbar</nav>
        <StaffPageBoundary>
          <Outlet />
        </StaffPageBoundary>
      </>
    ),
  });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: load,
    component: function Page() {
      return <p>{page.useLoaderData()}</p>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('StaffPageBoundary', () => {
  it('given a staff page whose loader fails, when it renders, then the failure shows with a retry and the navbar stays', async () => {
    renderPage(() => Promise.reject(new Error('offline')));
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred please try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('Navbar')).toBeTruthy();
  });

  it('given the failure, when the person tries again and the loader now succeeds, then the page shows', async () => {
    let calls = 0;
    renderPage(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'The page';
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
