import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
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
import { RouteTreeNotFound } from './route-tree-not-found.tsx';

afterEach(cleanup);

/** Every text node added to the page while `run` goes on, even those removed again at once. */
function textsAddedDuring() {
  const added: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) added.push(node.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { added, stop: () => observer.disconnect() };
}

/** The app's two trees in small: the router starts knowing `/` only; the full tree adds `/home`. */
function renderAt(path: string) {
  let hasFullTree = false;
  const root = createRootRoute({ component: Outlet, notFoundComponent: RouteTreeNotFound });
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Candidate page</p> });
  const home = createRoute({ getParentRoute: () => root, path: '/home', component: () => <p>Staff home</p> });
  root.addChildren([index]);
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: {
      routeTree: {
        knowsEveryRoute: () => hasFullTree,
        loadFullRouteTree: async () => {
          root.addChildren([index, home]);
          router.setRoutes(router.buildRouteTree());
          hasFullTree = true;
        },
      },
    },
  } as never);
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('RouteTreeNotFound', () => {
  it('given a staff path opened first, when the full tree loads, then the page shows without "Page not found" in between', async () => {
    const seen = textsAddedDuring();
    renderAt('/home');
    await screen.findByText('Staff home');
    seen.stop();
    expect(seen.added.join(' ')).not.toContain('Page not found');
  });

  it('given a path neither tree knows, when the full tree has loaded, then "Page not found" shows', async () => {
    renderAt('/nowhere');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
