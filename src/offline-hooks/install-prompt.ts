/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium) comes once, early, on
 * any page; it is kept here from start-up so the device check can show an Install button later.
 */
import { atom, store } from '../lib/store.ts';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | undefined;
export const installPromptAtom = atom(false);
export const appInstalledAtom = atom(false);

export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    store.set(installPromptAtom, true);
  });
  window.addEventListener('appinstalled', () => {
    deferred = undefined;
    store.set(installPromptAtom, false);
    store.set(appInstalledAtom, true);
  });
}

/** Shows the browser's install dialog; true when the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = undefined;
  store.set(installPromptAtom, false);
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

export function isStandalone(): boolean {
  return (
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(display-mode: standalone)').matches ||
      (navigator as { standalone?: boolean }).standalone === true)
  );
}
