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

/** The first try again this long after a broken first install, each next one twice as long, up to the last. */
export const INSTALL_RETRY_FIRST_MS = 5_000;
export const INSTALL_RETRY_LAST_MS = 5 * 60_000;

/** How long to wait before the `tries`th try again of a first install that broke off. */
export function installRetryDelay(tries: number): number {
  return Math.min(INSTALL_RETRY_LAST_MS, INSTALL_RETRY_FIRST_MS * 2 ** Math.max(0, tries - 1));
}

let installTries = 0;
let retryPending = false;

/**
 * A first install that broke off (the script or a file of the app did not download: the network
 * went, the server was busy) leaves this browser with no worker, and the page would say "Getting
 * ready to work offline…" until a reload. It is registered again after a pause that grows, or as
 * soon as the network comes back (D362).
 */
function retryFirstInstall(): void {
  if (retryPending) return;
  retryPending = true;
  installTries++;
  const again = () => {
    clearTimeout(timer);
    window.removeEventListener('online', again);
    retryPending = false;
    registering = 'no';
    registerServiceWorker({ immediately: true });
  };
  const timer = setTimeout(again, installRetryDelay(installTries));
  window.addEventListener('online', again, { once: true });
}

/** A registration refused outright (blocked, private modes), not one whose script did not download. */
const isRefusal = (error: unknown) =>
  error instanceof DOMException && (error.name === 'SecurityError' || error.name === 'NotSupportedError');

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
    void import('workbox-window')
      .then(({ Workbox }) => {
        workbox = new Workbox('/sw.js', { scope: '/' });
        workbox.addEventListener('waiting', () => {
          store.set(updateAvailableAtom, true);
          void refreshUpdateDecision();
        });
        // The worker this page registered failed its install, and none runs this browser's pages.
        workbox.addEventListener('redundant', (event) => {
          if (!event.isExternal && !navigator.serviceWorker.controller) retryFirstInstall();
        });
        return workbox.register();
      })
      .then(() => {
        cacheLanguage();
        if (!followingLanguage) i18n.on('change', cacheLanguage);
        followingLanguage = true;
      })
      .catch((error: unknown) => {
        // Refused where service workers are blocked (private modes, policies): the app still
        // works online. A script that did not download is tried again.
        if (isRefusal(error)) registering = 'failed';
        else retryFirstInstall();
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
