/**
 * This browser profile's device id (offline promise 10: the server's lease names the device that
 * writes an attempt; contracts/attempt-lease.ts). Random, made once and kept in localStorage, so
 * every tab of the profile is one device (tabs are kept apart by Web Locks, src/offline/attempt-lock.ts).
 * Where localStorage cannot be used (some private modes) the id lives as long as the page.
 */
export const DEVICE_ID_KEY = 'assay.device-id';
const VALID = /^[A-Za-z0-9-]{8,64}$/;

let memory: string | undefined;

export function deviceId(): string {
  if (memory) return memory;
  try {
    const stored = globalThis.localStorage?.getItem(DEVICE_ID_KEY);
    if (stored && VALID.test(stored)) return (memory = stored);
    const made = crypto.randomUUID();
    globalThis.localStorage?.setItem(DEVICE_ID_KEY, made);
    return (memory = made);
  } catch {
    return (memory ??= crypto.randomUUID());
  }
}

/** Tests only: forget the cached id (the stored one stays). */
export function resetDeviceIdForTests(): void {
  memory = undefined;
}
