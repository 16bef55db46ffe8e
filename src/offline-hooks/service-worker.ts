/**
 * Registers sw/sw.ts with workbox-window. A waiting new version is offered, never forced, and
 * never while a section is in progress in this browser (promise 10; src/offline/section-hold.ts):
 * the banner then says the update installs after the section, and SKIP_WAITING is sent only by
 * `applyUpdate`, which checks again first. The waiting worker checks once more (sw/sw.ts).
 */
import type { Workbox } from 'workbox-window';
import { useEffect } from 'react';
import {
  decideUpdate,
  holdSection,
  isSectionInProgress,
  onHoldsChanged,
  type SectionKind,
  type UpdateDecision,
} from '../offline/section-hold.ts';
import { atom, store } from '../lib/store.ts';
import { i18n } from '../lib/i18n.ts';

/** A new version is installed and waiting. */
export const updateAvailableAtom = atom(false);
/** What the banner shows: nothing, "installs after your section", or the offer. */
export const updateDecisionAtom = atom<UpdateDecision>('none');
let workbox: Workbox | undefined;

/** How often, while a version waits behind a section, other tabs' sections are looked at again. */
const RECHECK_MS = 2_000;
let recheckTimer: ReturnType<typeof setInterval> | undefined;

/** Reads the gate now and publishes its decision. */
export async function refreshUpdateDecision(): Promise<UpdateDecision> {
  const waiting = store.get(updateAvailableAtom);
  const decision = decideUpdate({ waiting, sectionInProgress: waiting ? await isSectionInProgress() : false });
  store.set(updateDecisionAtom, decision);
  clearInterval(recheckTimer);
  recheckTimer = decision === 'held' ? setInterval(() => void refreshUpdateDecision(), RECHECK_MS) : undefined;
  return decision;
}

onHoldsChanged(() => {
  if (store.get(updateAvailableAtom)) void refreshUpdateDecision();
});

let registering: 'no' | 'waiting-for-load' | 'started' | 'failed' = 'no';

/** Registration failed (service workers blocked, private modes): this browser never works offline. */
export function hasRegistrationFailed(): boolean {
  return registering === 'failed' || !('serviceWorker' in navigator) || import.meta.env.DEV;
}

let followingLanguage = false;

/**
 * Registers once. By default after the page has loaded: the worker's install downloads the whole
 * app for offline use, which must not compete with the first screen's own requests (and
 * workbox-window is not part of the first screen's JavaScript). `immediately` is for candidate
 * pages, where a timed activity may start seconds after arriving and waits until the device is
 * ready to go on offline (src/offline/offline-readiness.ts).
 */
export function registerServiceWorker({ immediately = false } = {}): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  if (registering === 'started' || registering === 'failed') return;
  const register = () => {
    if (registering === 'started' || registering === 'failed') return;
    registering = 'started';
    void import('./worker-install.ts')
      .then(({ installWorker }) =>
        installWorker({
          onWaiting: () => {
            store.set(updateAvailableAtom, true);
            void refreshUpdateDecision();
          },
          again: () => {
            registering = 'no';
            registerServiceWorker({ immediately: true });
          },
          refused: () => {
            registering = 'failed';
          },
        }),
      )
      .then((registered) => {
        if (!registered) return;
        workbox = registered;
        cacheLanguage();
        if (!followingLanguage) i18n.on('change', cacheLanguage);
        followingLanguage = true;
      })
      // Its code did not download (the network went): the next page that registers tries again.
      .catch(() => {
        registering = 'no';
      });
  };
  if (immediately || document.readyState === 'complete') register();
  else if (registering === 'no') {
    registering = 'waiting-for-load';
    window.addEventListener('load', register, { once: true });
  }
}

/**
 * The worker precaches the app's code, and keeps the message catalogs of the languages the pages
 * show (sw/sw.ts): this page's language, now and after each switch.
 */
function cacheLanguage(): void {
  if (workbox && i18n.locale) void workbox.messageSW({ type: 'CACHE_LANGUAGE', language: i18n.locale });
}

/** The candidate accepted the update: sent only when no section is in progress at this moment. */
export async function applyUpdate(): Promise<void> {
  if (!workbox) return;
  if ((await refreshUpdateDecision()) !== 'offer') return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/** Holds a waiting new version back while `active` (a screen's running section). */
export function useHoldUpdates(kind: SectionKind, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    return holdSection(kind);
  }, [kind, active]);
}
