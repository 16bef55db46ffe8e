/**
 * Registers sw/sw.ts with workbox-window. A waiting new version is offered, never forced: the
 * update banner calls `applyUpdate`, and only when no activity is in progress.
 */
import { Workbox } from 'workbox-window';
import { atom, store } from './store.ts';

export const updateAvailableAtom = atom(false);
let workbox: Workbox | undefined;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => store.set(updateAvailableAtom, true));
  // Registration fails where service workers are blocked (private modes, policies): the app still works online.
  workbox.register().catch(() => undefined);
}

export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
