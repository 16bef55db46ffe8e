/**
 * The worker's registration with workbox-window, and its retries, loaded only when the page
 * registers (src/offline-hooks/service-worker.ts): none of it is on the first screen's JavaScript.
 *
 * A first install that broke off (the script or a file of the app did not download: the network
 * went, the server was busy) leaves this browser with no worker, and the page would say "Getting
 * ready to work offline…" until a reload. It is registered again after a pause that grows, or as
 * soon as the network comes back (D362). A registration refused outright (blocked, private modes)
 * is not tried again: that browser works online only.
 */
import { Workbox } from 'workbox-window';

/** The first try again this long after a broken first install, each next one twice as long, up to the last. */
export const INSTALL_RETRY_FIRST_MS = 5_000;
export const INSTALL_RETRY_LAST_MS = 5 * 60_000;

/** How long to wait before the `tries`th try again of a first install that broke off. */
export function installRetryDelay(tries: number): number {
  return Math.min(INSTALL_RETRY_LAST_MS, INSTALL_RETRY_FIRST_MS * 2 ** Math.max(0, tries - 1));
}

export interface InstallHooks {
  /** A new version is installed and waits. */
  onWaiting: () => void;
  /** Registers again (the caller's registration, from the start). */
  again: () => void;
  /** The browser refuses service workers: it never works offline. */
  refused: () => void;
}

let tries = 0;
let retryPending = false;

function retryFirstInstall(again: () => void): void {
  if (retryPending) return;
  retryPending = true;
  tries++;
  const go = () => {
    clearTimeout(timer);
    window.removeEventListener('online', go);
    retryPending = false;
    again();
  };
  const timer = setTimeout(go, installRetryDelay(tries));
  window.addEventListener('online', go, { once: true });
}

/** A registration refused outright, not one whose script did not download. */
const isRefusal = (error: unknown) =>
  error instanceof DOMException && (error.name === 'SecurityError' || error.name === 'NotSupportedError');

/** Registers /sw.js; resolves with its Workbox once registered, or undefined when it could not be (a retry is then on its way, or the browser refused). */
export async function installWorker(hooks: InstallHooks): Promise<Workbox | undefined> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', hooks.onWaiting);
  // The worker this page registered failed its install, and none runs this browser's pages.
  workbox.addEventListener('redundant', (event) => {
    if (!event.isExternal && !navigator.serviceWorker.controller) retryFirstInstall(hooks.again);
  });
  try {
    await workbox.register();
    return workbox;
  } catch (error) {
    if (isRefusal(error)) hooks.refused();
    else retryFirstInstall(hooks.again);
    return undefined;
  }
}
