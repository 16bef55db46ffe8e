import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLayoutEffect } from 'react';
import { RouteError } from './route-error.tsx';

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => {
  cleanup();
  online = true;
});

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/** Goes online as its commit lands: the screen is on the page, RouteError's effects have not run yet. */
function OnlineAtCommit() {
  useLayoutEffect(() => {
    if (!online) goOnline();
  }, []);
  return null;
}

/** A router whose one page's loader fails while the device is offline, with `errorScreen` as its error component. */
function renderOfflinePage(errorScreen: (props: ErrorComponentProps) => React.ReactNode) {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: () => (online ? 'The page' : Promise.reject(new TypeError('Failed to fetch'))),
    component: function Page() {
      return <p>{page.useLoaderData()}</p>;
    },
    errorComponent: errorScreen,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('RouteError', () => {
  it('given a page that failed offline, when the network returns, then the page opens by itself', async () => {
    online = false;
    renderOfflinePage((props) => <RouteError {...props} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This page needs a connection');
    goOnline();
    expect(await screen.findByText('The page')).toBeTruthy();
  });

  it('given a page that failed offline, when the network returns once it shows, before its effects run, then it still opens', async () => {
    online = false;
    renderOfflinePage((props) => (
      <>
        <RouteError {...props} />
        <OnlineAtCommit />
      </>
    ));
    expect(await screen.findByText('The page')).toBeTruthy();
  });
});
