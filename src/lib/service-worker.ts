/**
 * Registers sw/sw.ts with workbox-window. A waiting new version is offered, never forced: the
 * update banner calls `applyUpdate`, and only when no activity is in progress.
 */
import type { Workbox } from 'workbox-window';
import { atom, store } from './store.ts';

export const updateAvailableAtom = atom(false);
let workbox: Workbox | undefined;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // After the page has loaded: the worker's install downloads the whole app for offline use,
  // which must not compete with the first screen's own requests (and workbox-window is not
  // part of the first screen's JavaScript).
  const register = () => {
    void import('workbox-window')
      .then(({ Workbox }) => {
        workbox = new Workbox('/sw.js', { scope: '/' });
        workbox.addEventListener('waiting', () => store.set(updateAvailableAtom, true));
        // Registration fails where service workers are blocked (private modes, policies): the app still works online.
        return workbox.register();
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
