import { afterEach, describe, expect, it, vi } from 'vitest';
import { withinTime } from '../lib/within-time.ts';
import { checkQuota, isIndexedDbUsable, requestPersistentStorage } from './storage.ts';
import { setStorageTrouble, storageTrouble } from './storage-trouble.ts';
import { installFullDisk } from './testing/full-disk.ts';

function stubStorage(storage: Partial<StorageManager> | undefined): void {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

describe('persistent storage', () => {
  it('given storage is already persistent, when asked, then it says granted without asking again', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persisted: async () => true, persist });

    expect(await requestPersistentStorage()).toBe('granted');
    expect(persist).not.toHaveBeenCalled();
  });

  it('given the browser declines, when asked, then it says denied', async () => {
    stubStorage({ persisted: async () => false, persist: async () => false });
    expect(await requestPersistentStorage()).toBe('denied');
  });

  it('given a browser without the Storage API, when asked, then it says unsupported', async () => {
    stubStorage(undefined);
    expect(await requestPersistentStorage()).toBe('unsupported');
  });
});

describe('free room (promise 9)', () => {
  it('given 100 MB free, when a section needs 80 MB, then there is enough', async () => {
    stubStorage({ estimate: async () => ({ quota: 150e6, usage: 50e6 }) });
    expect(await checkQuota(80e6)).toEqual({ status: 'enough', availableBytes: 100e6 });
  });

  it('given 100 MB free, when a section needs 120 MB, then it is short', async () => {
    stubStorage({ estimate: async () => ({ quota: 150e6, usage: 50e6 }) });
    expect(await checkQuota(120e6)).toEqual({ status: 'short', availableBytes: 100e6 });
  });

  it('given a browser that cannot estimate, when checked, then the answer is unknown', async () => {
    stubStorage(undefined);
    expect(await checkQuota(1)).toEqual({ status: 'unknown' });
  });
});

describe('is IndexedDB usable', () => {
  it('given a working IndexedDB, when probed, then it is usable', async () => {
    expect(await isIndexedDbUsable()).toBe(true);
  });

  it('given no IndexedDB at all, when probed, then it is not usable', async () => {
    expect(await isIndexedDbUsable(null)).toBe(false);
  });

  it("given a full disk that refuses the probe's write, when probed, then it answers not usable at once and the candidate is told (D318)", async () => {
    const disk = installFullDisk();
    disk.full = true;
    try {
      // Not the 20 s a probe that never answers gets: the refusal is the answer.
      expect(await withinTime<boolean | 'no answer'>(isIndexedDbUsable(), 2_000, 'no answer')).toBe(false);
      expect(storageTrouble().refused).toBe(true);
    } finally {
      disk.restore();
      setStorageTrouble({ refused: false, unsent: 0, kept: [] });
    }
  });

  it('given the notice a refused probe raised, when a later probe is stored, then the notice ends', async () => {
    const disk = installFullDisk();
    disk.full = true;
    try {
      expect(await isIndexedDbUsable()).toBe(false);
      expect(storageTrouble().refused).toBe(true);
      disk.full = false;

      expect(await isIndexedDbUsable()).toBe(true);
      expect(storageTrouble().refused).toBe(false);
    } finally {
      disk.restore();
      setStorageTrouble({ refused: false, unsent: 0, kept: [] });
    }
  });

  it('given a private mode that throws on open, when probed, then it is not usable', async () => {
    const throwing = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    expect(await isIndexedDbUsable(throwing)).toBe(false);
  });

  it('given an IndexedDB that takes 4 s to open (a cheap phone, a busy machine), when probed, then it is usable', async () => {
    // A probe that gave up at 3 s told such a device it could not keep answers for the rest of the page's life.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const answer = isIndexedDbUsable(slowFactory(4_000));
      await vi.advanceTimersByTimeAsync(4_000);
      vi.useRealTimers();
      expect(await answer).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('given the screens and the readiness check asking at once, when probed, then one database is opened', async () => {
    let opens = 0;
    const counting = {
      open: (name: string, version?: number) => {
        opens += 1;
        return indexedDB.open(name, version);
      },
      deleteDatabase: (name: string) => indexedDB.deleteDatabase(name),
    } as unknown as IDBFactory;
    expect(await Promise.all([isIndexedDbUsable(counting), isIndexedDbUsable(counting)])).toEqual([true, true]);
    expect(opens).toBe(1);
  });

  it('given a private mode whose open never answers, when probed, then it is not usable after the timeout', async () => {
    const silent = { open: () => ({}) } as unknown as IDBFactory;
    expect(await isIndexedDbUsable(silent, 20)).toBe(false);
  });
});

/** The real (fake-indexeddb) factory, each open starting only after `delayMs`. */
function slowFactory(delayMs: number): IDBFactory {
  return {
    open(name: string, version?: number) {
      const request: Record<string, unknown> = {};
      setTimeout(() => {
        const real = indexedDB.open(name, version);
        Object.defineProperty(request, 'result', { get: () => real.result });
        Object.defineProperty(request, 'error', { get: () => real.error });
        for (const handler of ['onupgradeneeded', 'onsuccess', 'onerror', 'onblocked'] as const)
          real[handler] = () => (request[handler] as (() => void) | undefined)?.();
      }, delayMs);
      return request;
    },
    deleteDatabase: (name: string) => indexedDB.deleteDatabase(name),
  } as unknown as IDBFactory;
}
