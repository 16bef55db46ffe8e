import { afterEach, describe, expect, it, vi } from 'vitest';
import { READS_SNAPSHOT_KEY } from '../lib/query-client.ts';
import {
  decideActivityReadiness,
  decideReadiness,
  loadedCodePaths,
  PROBE_LIMIT_MS,
  probeReadiness,
  READINESS_RECHECK_MS,
  snapshotHolds,
  watchReadiness,
  type ReadinessEnv,
  type ReadinessFacts,
  type ReadinessNeeds,
  type Readiness,
} from './offline-readiness.ts';
import { PATIENT } from '../testing/patience-bounds.ts';

const READY: ReadinessFacts = {
  worker: 'controlling',
  answersKept: true,
  codeCached: true,
  contentSaved: true,
  persistRequested: true,
  quota: 'enough',
  online: true,
};

const snapshot = (...keys: unknown[][]) =>
  JSON.stringify({
    buster: 'user-1',
    timestamp: 1,
    clientState: { queries: keys.map((queryKey) => ({ queryKey, state: { status: 'success' } })) },
  });

describe('the readiness rule for one activity', () => {
  it('given content never read while online and all else ready, then it asks to open the activity once, not to wait', () => {
    expect(decideActivityReadiness({ ...READY, contentSaved: false })).toEqual({
      status: 'not-ready',
      reason: 'content-unopened',
    });
    expect(decideActivityReadiness({ ...READY, contentSaved: false, online: false })).toEqual({
      status: 'not-ready',
      reason: 'content-missing',
    });
  });

  it('given the worker still installing, then it is getting ready, content or not', () => {
    expect(decideActivityReadiness({ ...READY, worker: 'installing', codeCached: false, contentSaved: false })).toEqual(
      { status: 'checking' },
    );
  });

  it('given everything on the device, then ready', () => {
    expect(decideActivityReadiness(READY)).toEqual({ status: 'ready' });
  });
});

describe('the readiness rule', () => {
  it('given every condition holds, then the device is ready', () => {
    expect(decideReadiness(READY)).toEqual({ status: 'ready' });
  });

  it('given the worker is still installing while online, then it is getting ready', () => {
    expect(decideReadiness({ ...READY, worker: 'installing', codeCached: false })).toEqual({ status: 'checking' });
  });

  it('given the network went before the worker controlled the page, then it is not ready and says so', () => {
    expect(decideReadiness({ ...READY, worker: 'installing', online: false })).toEqual({
      status: 'not-ready',
      reason: 'offline',
    });
  });

  it('given content not yet in the snapshot, then online it waits and offline it names the content', () => {
    expect(decideReadiness({ ...READY, contentSaved: false })).toEqual({ status: 'checking' });
    expect(decideReadiness({ ...READY, contentSaved: false, online: false })).toEqual({
      status: 'not-ready',
      reason: 'content-missing',
    });
  });

  it('given code missing from the caches while offline, then it is not ready', () => {
    expect(decideReadiness({ ...READY, codeCached: false, online: false })).toEqual({
      status: 'not-ready',
      reason: 'code-missing',
    });
  });

  it('given persistent storage not asked for yet, then it is still getting ready', () => {
    expect(decideReadiness({ ...READY, persistRequested: false })).toEqual({ status: 'checking' });
  });

  it('given too little free quota, then it is not ready even with everything cached', () => {
    expect(decideReadiness({ ...READY, quota: 'short' })).toEqual({ status: 'not-ready', reason: 'storage-full' });
  });

  it('given no service worker in this browser, then it is never ready', () => {
    expect(decideReadiness({ ...READY, worker: 'unsupported' })).toEqual({
      status: 'not-ready',
      reason: 'unsupported',
    });
  });

  it('given IndexedDB that cannot be used (a private window), then it is never ready, whatever the service worker has cached', () => {
    expect(decideReadiness({ ...READY, answersKept: false })).toEqual({ status: 'not-ready', reason: 'unsupported' });
  });

  it('given a browser that does not tell its quota, then that does not stop it being ready', () => {
    expect(decideReadiness({ ...READY, quota: 'unknown' })).toEqual({ status: 'ready' });
  });
});

describe('the persisted content', () => {
  it('given the activity content query in the snapshot, then it holds it (a prefix of the key is enough)', () => {
    const saved = snapshot(['assessment-content', 'typing-test', 'ref-1', 7, 'en'], ['progress-tracker']);
    expect(snapshotHolds(saved, [['assessment-content', 'typing-test', 'ref-1', 7]])).toBe(true);
    expect(snapshotHolds(saved, [['assessment-content', 'typing-test', 'ref-1', 8]])).toBe(false);
  });

  it('given a failed query, no snapshot or a broken one, then the content is not held', () => {
    const failed = JSON.stringify({
      clientState: { queries: [{ queryKey: ['skills-test', 'r', 1], state: { status: 'error' } }] },
    });
    expect(snapshotHolds(failed, [['skills-test', 'r', 1]])).toBe(false);
    expect(snapshotHolds(null, [['skills-test', 'r', 1]])).toBe(false);
    expect(snapshotHolds('{not json', [['skills-test', 'r', 1]])).toBe(false);
  });

  it('given an activity that needs no content, then nothing is asked of the snapshot', () => {
    expect(snapshotHolds(null, [])).toBe(true);
  });
});

describe('the code this page runs', () => {
  it('keeps only same-origin scripts and style sheets, once each', () => {
    const paths = loadedCodePaths(
      [
        { name: 'https://app.test/assets/app-1.js' },
        { name: 'https://app.test/assets/app-1.js' },
        { name: 'https://app.test/assets/typing-2.css' },
        { name: 'https://app.test/api/auth/v1/user/' },
        { name: 'https://cdn.test/x.js' },
        { name: 'https://app.test/icons/icon-192.png' },
      ],
      'https://app.test',
    );
    expect(paths).toEqual(['/assets/app-1.js', '/assets/typing-2.css']);
  });
});

function fakeEnv(
  over: Partial<ReadinessEnv> & { cached?: string[]; state?: ServiceWorkerState | null } = {},
): ReadinessEnv {
  const cached = new Set(over.cached ?? ['/index.html?__WB_REVISION__=abc', '/assets/app-1.js']);
  const controller = over.state ? ({ state: over.state } as ServiceWorker) : null;
  return {
    serviceWorker: { controller },
    caches: {
      match: async (url: RequestInfo | URL, options?: CacheQueryOptions) => {
        const path = new URL(String(url)).pathname;
        const hit = [...cached].some((entry) =>
          options?.ignoreSearch ? entry.split('?')[0] === path : entry === path,
        );
        return hit ? new Response('') : undefined;
      },
    },
    storage: {
      getItem: (key: string) => (key === READS_SNAPSHOT_KEY ? snapshot(['skills-test', 'r', 1, 'en']) : null),
    },
    resources: () => [{ name: 'https://app.test/assets/app-1.js' }],
    origin: 'https://app.test',
    online: () => true,
    registrationFailed: () => false,
    persist: async () => 'granted',
    quota: async () => ({ status: 'enough' }),
    ...over,
  };
}

describe('the facts read from the browser', () => {
  it('given an activated worker controlling the page with the shell and loaded code cached, then the code counts as cached', async () => {
    const facts = await probeReadiness(fakeEnv({ state: 'activated' }), { content: [['skills-test', 'r', 1]] });
    expect(facts).toMatchObject({
      worker: 'controlling',
      answersKept: true,
      codeCached: true,
      contentSaved: true,
      persistRequested: true,
    });
  });

  it('given IndexedDB that fails its probe, then the facts say answers cannot be kept here', async () => {
    const facts = await probeReadiness(fakeEnv({ state: 'activated', answerStorage: async () => false }));
    expect(facts.answersKept).toBe(false);
    expect(decideReadiness(facts)).toEqual({ status: 'not-ready', reason: 'unsupported' });
  });

  it('given a loaded script missing from the caches, then the code does not count as cached', async () => {
    const facts = await probeReadiness(fakeEnv({ state: 'activated', cached: ['/index.html?__WB_REVISION__=abc'] }));
    expect(facts.codeCached).toBe(false);
  });

  it('looks up each loaded asset by its URL and reads the caches whole only for the shell (a whole read per asset slowed every check)', async () => {
    const loaded = ['/assets/app-1.js', '/assets/typing-2.css', '/assets/router-3.js'];
    const options: Array<CacheQueryOptions | undefined> = [];
    const env = fakeEnv({ state: 'activated', cached: ['/index.html?__WB_REVISION__=abc', ...loaded] });
    const facts = await probeReadiness({
      ...env,
      resources: () => loaded.map((path) => ({ name: `https://app.test${path}` })),
      caches: {
        match: (url: RequestInfo | URL, option?: CacheQueryOptions) => {
          options.push(option);
          return env.caches!.match(url, option);
        },
      },
    });
    expect(facts.codeCached).toBe(true);
    expect(options.filter((option) => option?.ignoreSearch)).toHaveLength(1);
    expect(options).toHaveLength(4);
  });

  it('given a worker that claimed the page but is still activating, then it is not yet controlling', async () => {
    expect((await probeReadiness(fakeEnv({ state: 'activating' }))).worker).toBe('installing');
  });

  it('given registration failed, then the browser counts as unsupported', async () => {
    expect((await probeReadiness(fakeEnv({ registrationFailed: () => true }))).worker).toBe('unsupported');
  });

  it('asks for the room the activity needs', async () => {
    const quota = vi.fn(async () => ({ status: 'short' as const }));
    const facts = await probeReadiness(fakeEnv({ state: 'activated', quota }), { bytes: 5_000 });
    expect(quota).toHaveBeenCalledWith(5_000);
    expect(decideReadiness(facts)).toEqual({ status: 'not-ready', reason: 'storage-full' });
  });
});

describe('a browser call that never answers', () => {
  const never = () => new Promise<never>(() => {});
  const hangs: Array<[string, Partial<ReadinessEnv>, ReadinessNeeds, Readiness]> = [
    ['the IndexedDB probe', { answerStorage: never }, {}, { status: 'checking' }],
    ['a cache lookup', { caches: { match: never } }, {}, { status: 'checking' }],
    ['the activity code', {}, { code: never }, { status: 'checking' }],
    // The browser does not say how much room is left: as when it has no estimate at all.
    ['the free room', { quota: never }, {}, { status: 'ready' }],
  ];

  it.each(hangs)('given %s never answers, then the facts come within the limit', async (_, over, needs, readiness) => {
    const facts = await probeReadiness(fakeEnv({ state: 'activated', ...over }), needs, 20);
    expect(decideReadiness(facts)).toEqual(readiness);
  });

  it('given the persistence request never answers, then it is waited for once, and the device is ready', async () => {
    vi.resetModules();
    const { probeReadiness: probe } = await import('./offline-readiness.ts');
    const persist = vi.fn(never);
    const env = fakeEnv({ state: 'activated', persist });
    expect(decideReadiness(await probe(env, {}, 20))).toEqual({ status: 'ready' });
    const started = performance.now();
    await probe(env, {}, 10_000);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(persist).toHaveBeenCalledTimes(1);
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('persistence before room (promise 9)', () => {
  it('given a first check, then persistent storage is asked for before the free room is read', async () => {
    vi.resetModules();
    const { probeReadiness: probe } = await import('./offline-readiness.ts');
    const calls: string[] = [];
    await probe(
      fakeEnv({
        state: 'activated',
        persist: async () => {
          await Promise.resolve();
          calls.push('persist');
          return 'granted';
        },
        quota: async () => {
          calls.push('estimate');
          return { status: 'enough' };
        },
      }),
    );
    expect(calls).toEqual(['persist', 'estimate']);
  });
});

describe('the code lookups a page shares (D362)', () => {
  it('given the code found once, then later checks do not look it up again', async () => {
    let lookups = 0;
    const env = fakeEnv({ state: 'activated' });
    const counted: ReadinessEnv = {
      ...env,
      caches: {
        match: (...args) => {
          lookups++;
          return env.caches!.match(...args);
        },
      },
    };
    expect((await probeReadiness(counted)).codeCached).toBe(true);
    expect(lookups).toBe(2);
    expect((await probeReadiness(counted)).codeCached).toBe(true);
    expect(lookups).toBe(2);
  });

  it('given a loaded file under /assets/ missing from the caches, then it is asked for once more through the worker, and found once kept', async () => {
    const cached = ['/index.html?__WB_REVISION__=abc'];
    const refetch = vi.fn(async (path: string) => {
      cached.push(path);
    });
    const env = fakeEnv({ state: 'activated', cached, refetch });
    // fakeEnv copies `cached`: the refetch must reach the copy its lookups read.
    const live: ReadinessEnv = {
      ...env,
      caches: {
        match: async (url: RequestInfo | URL, options?: CacheQueryOptions) => {
          const path = new URL(String(url)).pathname;
          const hit = cached.some((entry) => (options?.ignoreSearch ? entry.split('?')[0] === path : entry === path));
          return hit ? new Response('') : undefined;
        },
      },
    };
    expect((await probeReadiness(live)).codeCached).toBe(false);
    await vi.waitFor(() => expect(refetch).toHaveBeenCalledWith('/assets/app-1.js'), PATIENT);
    expect((await probeReadiness(live)).codeCached).toBe(true);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('given lookups slower than a check may wait, then the checks still reach ready instead of starting them again each time (flake 56)', async () => {
    vi.useFakeTimers();
    const env = fakeEnv({ state: 'activated' });
    let started = 0;
    const slow: ReadinessEnv = {
      ...env,
      caches: {
        match: (...args) => {
          started++;
          return new Promise((resolve) => setTimeout(() => resolve(env.caches!.match(...args)), PROBE_LIMIT_MS * 1.5));
        },
      },
    };
    const seen: Readiness[] = [];
    const stop = watchReadiness(slow, {}, (r) => seen.push(r));
    await vi.advanceTimersByTimeAsync(PROBE_LIMIT_MS * 6);
    expect(seen).toEqual([{ status: 'checking' }, { status: 'ready' }]);
    // The shell and one script: looked up at most twice each, not once per check.
    expect(started).toBeLessThanOrEqual(4);
    stop();
  });
});

describe('watching until ready', () => {
  it('given a worker that finishes installing, then getting ready turns to ready and the checks stop', async () => {
    vi.useFakeTimers();
    // Each check reads whether a worker controls the page: the reads count the checks.
    let checks = 0;
    let controller: ServiceWorker | null = null;
    const worker = {
      get controller() {
        checks++;
        return controller;
      },
    };
    const seen: Readiness[] = [];
    const stop = watchReadiness(fakeEnv({ serviceWorker: worker }), {}, (r) => seen.push(r), 10);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([{ status: 'checking' }]);
    await vi.advanceTimersByTimeAsync(30);
    expect(checks).toBeGreaterThan(1);
    controller = { state: 'activated' } as ServiceWorker;
    await vi.advanceTimersByTimeAsync(10);
    expect(seen).toEqual([{ status: 'checking' }, { status: 'ready' }]);
    // Ten periods later, with every timer they set run: not one check more.
    const checksWhenReady = checks;
    await vi.advanceTimersByTimeAsync(100);
    expect(checks).toBe(checksWhenReady);
    expect(seen).toHaveLength(2);
    stop();
  });

  it('given a cache lookup that hangs once, then the watch goes on and reaches ready', async () => {
    vi.useFakeTimers();
    let lookups = 0;
    const ready = fakeEnv({ state: 'activated' });
    const seen: Readiness[] = [];
    const stop = watchReadiness(
      {
        ...ready,
        caches: { match: (...args) => (++lookups <= 2 ? new Promise<never>(() => {}) : ready.caches!.match(...args)) },
      },
      {},
      (r) => seen.push(r),
    );
    await vi.advanceTimersByTimeAsync(PROBE_LIMIT_MS);
    expect(seen).toEqual([{ status: 'checking' }]);
    await vi.advanceTimersByTimeAsync(READINESS_RECHECK_MS);
    expect(seen).toEqual([{ status: 'checking' }, { status: 'ready' }]);
    stop();
  });
});
