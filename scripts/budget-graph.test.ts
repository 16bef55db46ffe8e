import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  duplicatePackages,
  forbiddenModules,
  ownBytesOf,
  routeChunkKeys,
  routeWithLayouts,
  screenLoad,
  staticClosure,
} from './budget-graph.mjs';
import type { Budget, ChunkModules, Manifest, ModuleSizes } from './budget-graph.mjs';

// A tiny build: the entry imports the app chunk; the question route's lazy chunk imports a shared
// UI chunk and Dexie's; a staff route's lazy chunk imports the editor; the catalog and the
// candidate background are dynamic imports.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_app.js'],
    css: ['assets/index.css'],
  },
  '_app.js': {
    file: 'assets/app.js',
    imports: ['_runtime.js'],
    dynamicImports: [
      'src/routes/q.tsx?tsr-split=component---loader',
      'src/routes/_staff/editor.tsx?tsr-split=component',
    ],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_app.js'], css: ['assets/ui.css'] },
  '_db.js': { file: 'assets/db.js' },
  '_milkdown.js': { file: 'assets/milkdown.js' },
  'src/routes/q.tsx?tsr-split=component---loader': {
    file: 'assets/q.js',
    src: 'src/routes/q.tsx?tsr-split=component---loader',
    isDynamicEntry: true,
    imports: ['_ui.js', '_db.js'],
  },
  'src/routes/q.tsx?tsr-split=errorComponent': {
    file: 'assets/q-error.js',
    src: 'src/routes/q.tsx?tsr-split=errorComponent',
    isDynamicEntry: true,
    imports: ['_milkdown.js'],
  },
  'src/routes/_staff/editor.tsx?tsr-split=component': {
    file: 'assets/editor.js',
    src: 'src/routes/_staff/editor.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_ui.js', '_milkdown.js'],
  },
  'src/locales/en/messages.po': { file: 'assets/messages.js', src: 'src/locales/en/messages.po', isDynamicEntry: true },
  'src/features/background.ts': {
    file: 'assets/background.js',
    src: 'src/features/background.ts',
    isDynamicEntry: true,
    imports: ['_db.js'],
  },
};
const chunkModules: ChunkModules = {
  'assets/index.js': ['src/main.tsx', 'node_modules/react-dom/index.js'],
  'assets/app.js': ['src/router.tsx', 'src/routes/_staff/editor.tsx'],
  'assets/ui.js': ['src/ui/button.tsx'],
  'assets/db.js': ['node_modules/dexie/dist/dexie.js'],
  'assets/milkdown.js': ['node_modules/@milkdown/kit/index.js', 'src/features/smartreq/editor.tsx'],
  'assets/q.js': ['src/routes/q.tsx?tsr-split=component---loader'],
  'assets/editor.js': ['src/routes/_staff/editor.tsx?tsr-split=component'],
};
const forbidden = ['^src/features/smartreq/', '^node_modules/@milkdown/', '^src/routes/_staff/.*\\?tsr-split'];
const sizes: Record<string, number> = {
  'assets/index.js': 60_000,
  'assets/app.js': 40_000,
  'assets/runtime.js': 500,
  'assets/ui.js': 1000,
  'assets/db.js': 30_000,
  'assets/milkdown.js': 90_000,
  'assets/q.js': 2000,
  'assets/messages.js': 6000,
  'assets/background.js': 1000,
  'assets/editor.js': 3000,
  'assets/index.css': 2000,
  'assets/ui.css': 500,
};
const sizeOf = (file: string) => sizes[file] ?? 0;

describe('the budget graph walk', () => {
  it("takes a route's component and loader chunk, not its error boundary", () => {
    expect(routeChunkKeys(manifest, 'src/routes/q.tsx')).toEqual(['src/routes/q.tsx?tsr-split=component---loader']);
  });

  it('follows static imports only, through shared chunks, once each', () => {
    expect(
      [...staticClosure(manifest, ['index.html', 'src/routes/q.tsx?tsr-split=component---loader'])].sort(),
    ).toEqual(
      [
        '_app.js',
        '_db.js',
        '_runtime.js',
        '_ui.js',
        'index.html',
        'src/routes/q.tsx?tsr-split=component---loader',
      ].sort(),
    );
  });

  it('lists the files of a screen: the entry, the route, and the dynamic imports the screen names', () => {
    expect(
      screenLoad(manifest, {
        routes: ['src/routes/q.tsx'],
        alsoLoads: ['src/locales/en/messages.po', 'src/features/background.ts'],
      }),
    ).toEqual({
      js: [
        'assets/app.js',
        'assets/background.js',
        'assets/db.js',
        'assets/index.js',
        'assets/messages.js',
        'assets/q.js',
        'assets/runtime.js',
        'assets/ui.js',
      ],
      css: ['assets/index.css', 'assets/ui.css'],
      missing: [],
    });
  });

  it('counts a feature catalog once it is built, and lists it as missing before', () => {
    const withCatalog: Manifest = {
      ...manifest,
      'src/locales/en/q.po': { file: 'assets/q-messages.js', src: 'src/locales/en/q.po', isDynamicEntry: true },
    };
    const screen = { routes: ['src/routes/q.tsx'], catalogs: ['src/locales/en/q.po'] };
    expect(screenLoad(withCatalog, screen).js).toContain('assets/q-messages.js');
    expect(screenLoad(withCatalog, screen).missing).toEqual([]);
    expect(screenLoad(manifest, screen).js).not.toContain('assets/q-messages.js');
    expect(screenLoad(manifest, screen).missing).toEqual(['src/locales/en/q.po']);
  });

  it('fails clearly on a route file that has no lazy chunk', () => {
    expect(() => screenLoad(manifest, { routes: ['src/routes/gone.tsx'] })).toThrow(
      /no lazy chunk for route file src\/routes\/gone.tsx/,
    );
  });

  it("finds forbidden modules by path, while the staff route's eager part in the route tree is allowed", () => {
    expect(forbiddenModules(chunkModules, ['assets/app.js', 'assets/milkdown.js'], forbidden)).toEqual([
      {
        file: 'assets/milkdown.js',
        module: 'node_modules/@milkdown/kit/index.js',
        pattern: '^node_modules\\/@milkdown\\/',
      },
      {
        file: 'assets/milkdown.js',
        module: 'src/features/smartreq/editor.tsx',
        pattern: '^src\\/features\\/smartreq\\/',
      },
    ]);
  });
});

describe('checking a budget', () => {
  const budget = (maxGzipJsKB: number, manifestOverride = manifest): Parameters<typeof checkBudget>[0] => ({
    manifest: manifestOverride,
    chunkModules,
    sizeOf,
    budget: {
      screens: [
        {
          name: 'first question',
          routes: ['src/routes/q.tsx'],
          alsoLoads: ['src/locales/en/messages.po'],
          maxGzipJsKB,
          candidate: true,
        },
      ],
      forbiddenOnCandidateRoutes: forbidden,
    } satisfies Budget,
  });

  it('passes within the limit and sums the gzipped JavaScript of every file once', () => {
    const result = checkBudget(budget(150));
    expect(result.failures).toEqual([]);
    expect(result.screens[0]).toMatchObject({
      jsFiles: 7,
      jsBytes: 60_000 + 40_000 + 500 + 1000 + 30_000 + 2000 + 6000,
      cssBytes: 2500,
    });
    expect(result.candidateRoutes).toEqual(['src/routes/q.tsx']);
  });

  it('fails when a screen is over its limit', () => {
    expect(checkBudget(budget(100)).failures).toEqual([
      'first question: 136.2 KB of gzipped JavaScript, over the budget of 100 KB',
    ]);
  });

  it('fails when a candidate route reaches a staff module through a static import', () => {
    const leaky: Manifest = { ...manifest, '_ui.js': { ...manifest['_ui.js']!, imports: ['_app.js', '_milkdown.js'] } };
    const failures = checkBudget(budget(1000, leaky)).failures;
    expect(failures).toContain(
      'candidate route src/routes/q.tsx loads node_modules/@milkdown/kit/index.js (in assets/milkdown.js; forbidden by /^node_modules\\/@milkdown\\//)',
    );
    expect(failures).toContain(
      'first question loads src/features/smartreq/editor.tsx (in assets/milkdown.js; forbidden by /^src\\/features\\/smartreq\\//)',
    );
  });

  it('fails when a screen loads a module forbidden for it, wherever it sits', () => {
    const withForbidden = (forbiddenHere: string[]) => ({
      ...budget(1000),
      budget: { ...budget(1000).budget, screens: [{ ...budget(1000).budget.screens[0]!, forbidden: forbiddenHere }] },
    });
    expect(checkBudget(withForbidden(['^node_modules/zod/'])).failures).toEqual([]);
    expect(checkBudget(withForbidden(['^node_modules/dexie/'])).failures).toEqual([
      'first question loads node_modules/dexie/dist/dexie.js (in assets/db.js; forbidden for this screen by /^node_modules\\/dexie\\//)',
    ]);
  });

  it('reports a forbidden module in the entry or the route tree once, not once per route, unless allowed (a staff route search schema)', () => {
    const leakyModules: ChunkModules = {
      ...chunkModules,
      'assets/app.js': [...chunkModules['assets/app.js']!, 'src/features/smartreq/search.ts'],
    };
    const failures = checkBudget({ ...budget(1000), chunkModules: leakyModules }).failures;
    expect(
      checkBudget({
        ...budget(1000),
        chunkModules: leakyModules,
        budget: { ...budget(1000).budget, allowedOnCandidateRoutes: ['^src/features/[^/]+/[^/]*search\\.ts$'] },
      }).failures,
    ).toEqual([]);
    expect(failures).toEqual([
      'every page loads src/features/smartreq/search.ts (in assets/app.js, the entry or the route tree: a route file imports it outside its component and loader; forbidden by /^src\\/features\\/smartreq\\//)',
    ]);
  });

  it('fails when the build holds two copies of one package (two versions of @tanstack/query-core did)', () => {
    const twoCores: ChunkModules = {
      ...chunkModules,
      'assets/app.js': [
        ...chunkModules['assets/app.js']!,
        'node_modules/@tanstack/react-query/node_modules/@tanstack/query-core/build/modern/queryClient.js',
      ],
      'assets/db.js': [
        ...chunkModules['assets/db.js']!,
        'node_modules/@tanstack/query-core/build/modern/timeoutManager.js',
      ],
    };
    expect(duplicatePackages(chunkModules)).toEqual([]);
    expect(checkBudget({ ...budget(1000), chunkModules: twoCores }).failures).toEqual([
      'the build holds 2 copies of @tanstack/query-core (node_modules/@tanstack/query-core, node_modules/@tanstack/react-query/node_modules/@tanstack/query-core): align the versions that depend on it',
    ]);
  });
});

describe("the app's own code (D294)", () => {
  const libraries = ['^node_modules/(.+/node_modules/)?(react|react-dom|scheduler)/', '^node_modules/dexie/'];
  // The entry holds React DOM (three quarters of its rendered code) and main.tsx; Dexie's file is
  // the library alone.
  const moduleSizes: ModuleSizes = {
    'assets/index.js': { 'src/main.tsx': 1000, 'node_modules/react-dom/index.js': 3000 },
    'assets/app.js': { 'src/router.tsx': 500, 'src/routes/_staff/editor.tsx': 500 },
    'assets/db.js': { 'node_modules/dexie/dist/dexie.js': 9000 },
    'assets/q.js': { 'src/routes/q.tsx?tsr-split=component---loader': 700 },
  };

  it('counts an app file whole, a library file not at all, and a mixed file by its share of rendered code', () => {
    expect(ownBytesOf(['assets/q.js'], { sizeOf, moduleSizes, libraries })).toBe(2000);
    expect(ownBytesOf(['assets/db.js'], { sizeOf, moduleSizes, libraries })).toBe(0);
    expect(ownBytesOf(['assets/index.js'], { sizeOf, moduleSizes, libraries })).toBe(15_000);
    // A file the build wrote no lengths for (an asset-like chunk) counts whole rather than vanish.
    expect(ownBytesOf(['assets/runtime.js'], { sizeOf, moduleSizes, libraries })).toBe(500);
  });

  it("finds a route's layouts by their folders", () => {
    const all = ['src/routes/_applicant.tsx', 'src/routes/_applicant/user/q.tsx', 'src/routes/_public.tsx'];
    expect(routeWithLayouts('src/routes/_applicant/user/q.tsx', all)).toEqual([
      'src/routes/_applicant.tsx',
      'src/routes/_applicant/user/q.tsx',
    ]);
    expect(routeWithLayouts('src/routes/_public.tsx', all)).toEqual(['src/routes/_public.tsx']);
  });

  const withOwnCode = (maxOwnGzipJsKB: number, maxPerCandidateRouteKB: number): Parameters<typeof checkBudget>[0] => ({
    manifest,
    chunkModules,
    sizeOf,
    moduleSizes,
    budget: {
      screens: [{ name: 'first question', routes: ['src/routes/q.tsx'], maxGzipJsKB: 1000, maxOwnGzipJsKB }],
      ownCode: { libraries, maxPerCandidateRouteKB },
    } satisfies Budget,
  });
  // index 15,000 of 60,000 + app 40,000 + runtime 500 + ui 1000 + db 0 + q 2000.
  const own = 15_000 + 40_000 + 500 + 1000 + 2000;

  it('passes at its limits and reports the own code of the screen and of the largest candidate route', () => {
    const result = checkBudget(withOwnCode(own / 1024, own / 1024));
    expect(result.failures).toEqual([]);
    expect(result.screens[0]).toMatchObject({ ownBytes: own, maxOwnBytes: own });
    expect(result.ownCode?.largest).toEqual({ route: 'src/routes/q.tsx', ownBytes: own });
  });

  it('fails when the own code of a screen or of a candidate route grows past its limit, though the libraries did not', () => {
    expect(checkBudget(withOwnCode(50, 1000)).failures).toEqual([
      "first question: 57.1 KB of the app's own gzipped JavaScript, over the budget of 50 KB",
    ]);
    expect(checkBudget(withOwnCode(1000, 50)).failures).toEqual([
      "candidate route src/routes/q.tsx: 57.1 KB of the app's own gzipped JavaScript, over the budget of 50 KB for every candidate route",
    ]);
  });

  it('counts nothing without the lengths the build writes', () => {
    const result = checkBudget({ ...withOwnCode(1, 1), moduleSizes: undefined });
    expect(result.failures).toEqual([]);
    expect(result.ownCode).toBeUndefined();
  });
});
