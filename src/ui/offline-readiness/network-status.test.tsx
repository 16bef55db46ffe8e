// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReadinessEnv } from '../../offline/offline-readiness.ts';
import { activateLanguage, loadCatalog } from '../../lib/i18n.ts';
import { NeedsConnection } from './needs-connection.tsx';
import { NetworkStatus } from './offline-indicator.tsx';
import { NotReadyOffline } from './not-ready-offline.tsx';
import { useNeedsConnection } from './page-needs-connection.ts';

/** A browser whose worker controls the page when `worker.controller` is set; `net.online` is the network. */
function fakeEnv(
  worker: { controller: ServiceWorker | null },
  net: { online: boolean },
  over: Partial<ReadinessEnv> = {},
): ReadinessEnv {
  return {
    serviceWorker: worker,
    caches: { match: async () => new Response('') },
    storage: { getItem: () => null },
    resources: () => [],
    origin: 'https://app.test',
    online: () => net.online,
    registrationFailed: () => false,
    persist: async () => 'granted',
    quota: async () => ({ status: 'enough' }),
    ...over,
  };
}

const controlling = () => ({ controller: { state: 'activated' } as ServiceWorker });

/** The browser's network, as navigator.onLine and its events say it. */
function setNetwork(net: { online: boolean }, online: boolean) {
  net.online = online;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

function OnlineOnlyScreen() {
  useNeedsConnection();
  return <p>Equal opportunity questions</p>;
}

function renderHeader(env: ReadinessEnv, { onlineOnlyScreen = false } = {}) {
  render(
    <I18nProvider i18n={i18n}>
      <NetworkStatus env={env} />
      {onlineOnlyScreen && <OnlineOnlyScreen />}
    </I18nProvider>,
  );
}

const indicator = () => screen.getByTestId('network-status');

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await activateLanguage('en');
});

describe("the header's one indicator says the network and what this page can do without it", () => {
  it('given online and the device still getting ready, then it says so, and once the worker controls the page, that the page also works offline', async () => {
    await activateLanguage('en');
    const net = { online: true };
    setNetwork(net, true);
    const worker: { controller: ServiceWorker | null } = { controller: null };
    renderHeader(fakeEnv(worker, net));
    await waitFor(() => expect(indicator().textContent).toBe('○Online · getting this page ready for offline'));
    worker.controller = { state: 'activated' } as ServiceWorker;
    await waitFor(() => expect(indicator().textContent).toBe('✓Online · this page also works offline'));
    // One indicator: nothing else on the page says "Available offline".
    expect(screen.queryByText(/Available offline/)).toBeNull();
  });

  it('given online on a screen that needs the network, then it never says the page works offline', async () => {
    await activateLanguage('en');
    const net = { online: true };
    setNetwork(net, true);
    renderHeader(fakeEnv(controlling(), net), { onlineOnlyScreen: true });
    await waitFor(() => expect(indicator().textContent).toBe('●Online · this page does not work offline'));
  });

  it('given online in a browser that keeps nothing for offline, then the page does not work offline', async () => {
    await activateLanguage('en');
    const net = { online: true };
    setNetwork(net, true);
    renderHeader(fakeEnv({ controller: null }, net, { registrationFailed: () => true }));
    await waitFor(() => expect(indicator().textContent).toBe('●Online · this page does not work offline'));
  });

  it('given a ready device and the network goes, then it says offline and that this page works without a connection', async () => {
    await activateLanguage('en');
    const net = { online: true };
    setNetwork(net, true);
    renderHeader(fakeEnv(controlling(), net));
    await waitFor(() => expect(indicator().textContent).toBe('✓Online · this page also works offline'));
    setNetwork(net, false);
    await waitFor(() => expect(indicator().textContent).toBe('●Offline · this page still works'));
  });

  it('given offline on a screen that needs the network, or before the device was ready, then it says the page needs a connection', async () => {
    await activateLanguage('en');
    const net = { online: false };
    setNetwork(net, false);
    renderHeader(fakeEnv(controlling(), net), { onlineOnlyScreen: true });
    await waitFor(() => expect(indicator().textContent).toBe('✕Offline · this page needs a connection'));
    cleanup();
    renderHeader(fakeEnv({ controller: null }, net));
    await waitFor(() => expect(indicator().textContent).toBe('✕Offline · this page needs a connection'));
  });

  it.each([
    ['the equal-opportunity questions offline', () => <NeedsConnection because="private-answers" onRetry={() => {}} />],
    ['an activity never opened online', () => <NotReadyOffline />],
  ])('given %s, then the header agrees with the screen: this page needs a connection', async (_, Screen) => {
    await activateLanguage('en');
    const net = { online: false };
    setNetwork(net, false);
    render(
      <I18nProvider i18n={i18n}>
        <NetworkStatus env={fakeEnv(controlling(), net)} />
        <Screen />
      </I18nProvider>,
    );
    await waitFor(() => expect(indicator().textContent).toBe('✕Offline · this page needs a connection'));
  });

  it.each([
    ['es', 'Sin conexión · la página necesita conexión'],
    ['fr', 'Hors ligne · la page demande une connexion'],
  ] as const)('given the %s language, then it says it in that language', async (language, words) => {
    await activateLanguage(language);
    await loadCatalog('offline-readiness');
    const net = { online: false };
    setNetwork(net, false);
    renderHeader(fakeEnv(controlling(), net), { onlineOnlyScreen: true });
    await waitFor(() => expect(indicator().textContent).toBe(`✕${words}`));
  });
});
