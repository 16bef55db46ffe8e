import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReadinessEnv } from '../../offline/offline-readiness.ts';
import { useStartGate } from '../start-gate.tsx';
import { OfflineReadyGate } from './offline-ready-gate.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** A browser whose worker takes control when `worker.controller` is set. */
function fakeEnv(worker: { controller: ServiceWorker | null }, over: Partial<ReadinessEnv> = {}): ReadinessEnv {
  return {
    serviceWorker: worker,
    caches: { match: async () => new Response('') },
    storage: { getItem: () => null },
    resources: () => [],
    origin: 'https://app.test',
    online: () => true,
    registrationFailed: () => false,
    persist: async () => 'granted',
    quota: async () => ({ status: 'enough' }),
    ...over,
  };
}

function StartScreen() {
  const gate = useStartGate();
  return (
    <>
      {gate.notice}
      <button type="button" disabled={!gate.canStart}>
        Start the typing test
      </button>
    </>
  );
}

function renderGate(env: ReadinessEnv) {
  render(
    <I18nProvider i18n={i18n}>
      <OfflineReadyGate needs={{}} env={env}>
        <StartScreen />
      </OfflineReadyGate>
    </I18nProvider>,
  );
}

const start = () => screen.getByRole('button', { name: 'Start the typing test' }) as HTMLButtonElement;

describe('the start of a timed activity waits until the device can go on offline', () => {
  afterEach(cleanup);

  it('given the worker is still installing, then it says it is getting ready and the start waits; once it controls the page, ready and the start opens', async () => {
    const worker: { controller: ServiceWorker | null } = { controller: null };
    renderGate(fakeEnv(worker));
    expect(await screen.findByText('Getting ready to work offline…')).toBeTruthy();
    expect(start().disabled).toBe(true);

    worker.controller = { state: 'activated' } as ServiceWorker;
    expect(await screen.findByText('Ready to work offline')).toBeTruthy();
    expect(start().disabled).toBe(false);
  });

  it('given a browser that cannot work offline, when the candidate goes on anyway online, then the risk was stated and the start opens', async () => {
    renderGate(fakeEnv({ controller: null }, { registrationFailed: () => true }));
    expect(await screen.findByText('Not ready to work offline.')).toBeTruthy();
    expect(screen.getByText(/reloading the page while the clock runs could stop the activity/)).toBeTruthy();
    expect(start().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Go on anyway, online' }));
    await waitFor(() => expect(start().disabled).toBe(false));
    expect(screen.getByText(/You chose to go on online/)).toBeTruthy();
  });

  it('given too little free storage, then it names the problem and the start waits', async () => {
    renderGate(
      fakeEnv({ controller: { state: 'activated' } as ServiceWorker }, { quota: async () => ({ status: 'short' }) }),
    );
    expect(await screen.findByText(/short of free storage/)).toBeTruthy();
    expect(start().disabled).toBe(true);
  });
});
