import { describe, expect, it } from 'vitest';
import type { ChunkModules, Manifest } from './budget-graph.mjs';
import { checkPrecache, onlineOnlyCode, precacheEntriesOf, precacheSplit } from './precache-split.mjs';
import type { ModuleGraph } from './route-split.mjs';

// A tiny app as the build shows it: the entry starts the router, which loads a candidate question
// route and, lazily, the full route tree with a staff vendors route; both routes share a button;
// the vendors screen alone loads chart.js; i18n loads each language's main and staff catalogs.
const QUESTION = 'src/routes/_applicant/q.tsx';
const VENDORS = 'src/routes/_staff/vendors.tsx';
const split = (route: string) => `${route}?tsr-split=component---loader`;
const moduleGraph: ModuleGraph = {
  entries: ['index.html'],
  fullRouteTree: 'src/route-tree.gen.ts',
  modules: {
    'index.html': { imports: ['src/main.tsx'] },
    'src/main.tsx': { imports: ['src/lib/i18n.ts'], dynamicImports: ['src/router.tsx'] },
    'src/lib/i18n.ts': {
      dynamicImports: [
        'src/locales/en/messages.po',
        'src/locales/fr/messages.po',
        'src/locales/en/staff.po',
        'src/locales/fr/staff.po',
      ],
    },
    'src/router.tsx': { imports: ['src/route-tree.candidate.gen.js'], dynamicImports: ['src/route-tree.gen.ts'] },
    'src/route-tree.candidate.gen.js': { imports: [QUESTION] },
    'src/route-tree.gen.ts': { imports: [QUESTION, VENDORS] },
    [QUESTION]: { dynamicImports: [split(QUESTION)] },
    [split(QUESTION)]: { imports: ['src/ui/button.tsx'] },
    [VENDORS]: { dynamicImports: [split(VENDORS)] },
    [split(VENDORS)]: { imports: ['src/ui/button.tsx', 'node_modules/chart.js/index.js'] },
    'src/ui/button.tsx': {},
    'node_modules/chart.js/index.js': {},
    'src/locales/en/messages.po': {},
    'src/locales/fr/messages.po': {},
    'src/locales/en/staff.po': {},
    'src/locales/fr/staff.po': {},
  },
};
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    css: ['assets/index.css'],
    dynamicImports: [
      'src/router.tsx',
      ...['en', 'fr'].flatMap((l) => [`src/locales/${l}/messages.po`, `src/locales/${l}/staff.po`]),
    ],
  },
  'src/router.tsx': {
    file: 'assets/router.js',
    src: 'src/router.tsx',
    isDynamicEntry: true,
    dynamicImports: [split(QUESTION), 'src/route-tree.gen.ts'],
  },
  'src/route-tree.gen.ts': {
    file: 'assets/staff-routes.js',
    src: 'src/route-tree.gen.ts',
    isDynamicEntry: true,
    dynamicImports: [split(VENDORS)],
  },
  [split(QUESTION)]: { file: 'assets/q.js', src: split(QUESTION), isDynamicEntry: true, imports: ['_button.js'] },
  [split(VENDORS)]: {
    file: 'assets/vendors.js',
    src: split(VENDORS),
    isDynamicEntry: true,
    imports: ['_button.js', '_chart.js'],
    css: ['assets/vendors.css'],
    assets: ['assets/vendors-logo.svg'],
  },
  '_button.js': { file: 'assets/button.js', css: ['assets/button.css'] },
  '_chart.js': { file: 'assets/chart.js' },
  ...Object.fromEntries(
    ['en', 'fr'].flatMap((l) =>
      ['messages', 'staff'].map((name) => [
        `src/locales/${l}/${name}.po`,
        { file: `assets/locales/${l}/${name}.js`, src: `src/locales/${l}/${name}.po`, isDynamicEntry: true },
      ]),
    ),
  ),
};
const chunkModules = (edits: ChunkModules = {}): ChunkModules => ({
  'assets/index.js': ['src/main.tsx', 'src/lib/i18n.ts'],
  'assets/router.js': ['src/router.tsx', 'src/route-tree.candidate.gen.js', QUESTION],
  'assets/staff-routes.js': ['src/route-tree.gen.ts', VENDORS],
  'assets/q.js': [split(QUESTION)],
  'assets/vendors.js': [split(VENDORS)],
  'assets/button.js': ['src/ui/button.tsx'],
  'assets/chart.js': ['node_modules/chart.js/index.js'],
  ...Object.fromEntries(
    ['en', 'fr'].flatMap((l) =>
      ['messages', 'staff'].map((name) => [`assets/locales/${l}/${name}.js`, [`src/locales/${l}/${name}.po`]]),
    ),
  ),
  ...edits,
});

describe('a candidate precaches only what candidate code loads, by the route tree', () => {
  it('given staff chunks, then they, their style sheets and assets, the libraries only they load and the staff catalog are left out', () => {
    const { candidate, staff, catalogs } = precacheSplit({ manifest, chunkModules: chunkModules(), moduleGraph });
    expect([...candidate].sort()).toEqual(
      [
        'assets/button.css',
        'assets/button.js',
        'assets/index.css',
        'assets/index.js',
        'assets/locales/en/messages.js',
        'assets/locales/fr/messages.js',
        'assets/q.js',
        'assets/router.js',
      ].sort(),
    );
    expect([...staff].sort()).toEqual(
      [
        'assets/chart.js',
        'assets/locales/en/staff.js',
        'assets/locales/fr/staff.js',
        'assets/staff-routes.js',
        'assets/vendors-logo.svg',
        'assets/vendors.css',
        'assets/vendors.js',
      ].sort(),
    );
    expect(catalogs.get('assets/locales/fr/messages.js')).toBe('fr');
    expect(catalogs.has('assets/q.js')).toBe(false);
  });

  it('given a library candidate code imports lazily for what needs a network (onlineOnly), then its chunk is left out and named', () => {
    const oidc = 'node_modules/oidc-client-ts/index.js';
    const withSso: Manifest = {
      ...manifest,
      'src/router.tsx': {
        ...manifest['src/router.tsx']!,
        dynamicImports: [split(QUESTION), 'src/route-tree.gen.ts', '_oidc.js'],
      },
      '_oidc.js': { file: 'assets/oidc-client-ts.js', isDynamicEntry: true },
    };
    const modules = chunkModules({ 'assets/oidc-client-ts.js': [oidc] });
    const graph: ModuleGraph = {
      ...moduleGraph,
      modules: {
        ...moduleGraph.modules,
        'src/router.tsx': {
          ...moduleGraph.modules['src/router.tsx']!,
          dynamicImports: ['src/route-tree.gen.ts', oidc],
        },
        [oidc]: {},
      },
    };
    const kept = precacheSplit({ manifest: withSso, chunkModules: modules, moduleGraph: graph });
    expect(kept.candidate.has('assets/oidc-client-ts.js')).toBe(true);
    const { candidate, staff, onlineOnly } = precacheSplit({
      manifest: withSso,
      chunkModules: modules,
      moduleGraph: graph,
      onlineOnly: [/^node_modules\/oidc-client-ts\//],
    });
    expect(candidate.has('assets/oidc-client-ts.js')).toBe(false);
    expect(staff.has('assets/oidc-client-ts.js')).toBe(false);
    expect([...onlineOnly]).toEqual(['assets/oidc-client-ts.js']);
    const { failures } = checkPrecache({
      entries: [{ url: 'assets/index.js' }, { url: 'assets/oidc-client-ts.js' }],
      staff,
      onlineOnly,
      catalogs: new Map(),
      sizeOf: () => 1,
      limits: { maxGzipKB: 400 },
    });
    expect(failures).toEqual(['the service worker precaches assets/oidc-client-ts.js, which only runs online']);
  });

  it('when the bundler puts candidate code in a chunk with staff code, then that chunk is precached (a candidate loads it)', () => {
    const merged = chunkModules({ 'assets/chart.js': ['node_modules/chart.js/index.js', 'src/ui/button.tsx'] });
    const withChart: Manifest = {
      ...manifest,
      [split(QUESTION)]: { ...manifest[split(QUESTION)]!, imports: ['_button.js', '_chart.js'] },
    };
    const { candidate, staff } = precacheSplit({ manifest: withChart, chunkModules: merged, moduleGraph });
    expect(candidate.has('assets/chart.js')).toBe(true);
    expect(staff.has('assets/chart.js')).toBe(false);
    expect(staff.has('assets/vendors.js')).toBe(true);
  });
});

describe('a page that needs the network anyway (onlineOnlyRoutes) leaves the precache with what only it loads', () => {
  // Beside the question route: a booking route (its screen, the booking API, the shared button and
  // a date helper the question route imports too), the booking feature's catalog in each language
  // (src/lib/catalogs lists every feature catalog), and an upload library loaded with import()
  // whose dependency nothing else imports.
  const BOOKING = 'src/routes/_public/book/$token.tsx';
  const catalogsOf = (l: string) => [`src/locales/${l}/booking.po`, `src/locales/${l}/questionnaire.po`];
  const graph: ModuleGraph = {
    ...moduleGraph,
    modules: {
      ...moduleGraph.modules,
      'src/main.tsx': { imports: ['src/lib/i18n.ts'], dynamicImports: ['src/router.tsx', 'src/lib/catalogs/en.ts'] },
      'src/lib/catalogs/en.ts': { dynamicImports: catalogsOf('en') },
      'src/route-tree.candidate.gen.js': { imports: [QUESTION, BOOKING] },
      'src/route-tree.gen.ts': { imports: [QUESTION, BOOKING, VENDORS] },
      [split(QUESTION)]: {
        imports: ['src/ui/button.tsx', 'src/lib/dates.ts', 'src/features/questionnaire/questions.tsx'],
        dynamicImports: ['node_modules/tus/index.js'],
      },
      'src/features/questionnaire/questions.tsx': {},
      'src/lib/dates.ts': {},
      [BOOKING]: { imports: ['src/features/booking/booking.kind.ts'], dynamicImports: [split(BOOKING)] },
      [split(BOOKING)]: {
        imports: ['src/features/booking/booking-screen.tsx', 'src/ui/button.tsx', 'src/lib/dates.ts'],
      },
      'src/features/booking/booking-screen.tsx': {
        imports: ['src/lib/api/booking.ts', 'src/features/booking/booking.css'],
      },
      'src/features/booking/booking.css': {},
      'src/features/booking/booking.kind.ts': {},
      'src/lib/api/booking.ts': {},
      'node_modules/tus/index.js': { imports: ['node_modules/url-parse/index.js'] },
      'node_modules/url-parse/index.js': {},
      ...Object.fromEntries(catalogsOf('en').map((catalog) => [catalog, {}])),
    },
  };

  it('given a route named online-only, then its lazy part, what only it imports and its feature catalog are online-only code; the route file, shared modules and other catalogs are not', () => {
    const code = onlineOnlyCode(graph, { onlineOnlyRoutes: [/^src\/routes\/_public\/book\//] });
    expect([...code].sort()).toEqual(
      [
        split(BOOKING),
        'src/features/booking/booking-screen.tsx',
        'src/features/booking/booking.css',
        'src/lib/api/booking.ts',
        'src/locales/en/booking.po',
      ].sort(),
    );
  });

  it('given a library named online-only, then the dependencies only it imports come along', () => {
    const code = onlineOnlyCode(graph, { onlineOnly: [/^node_modules\/tus\//] });
    expect([...code].sort()).toEqual(['node_modules/tus/index.js', 'node_modules/url-parse/index.js']);
  });

  it('given a feature another page reads too, then its catalog stays', () => {
    const shared: ModuleGraph = {
      ...graph,
      modules: {
        ...graph.modules,
        'src/features/questionnaire/questions.tsx': { imports: ['src/features/booking/booking-when.tsx'] },
        'src/features/booking/booking-when.tsx': {},
      },
    };
    const code = onlineOnlyCode(shared, { onlineOnlyRoutes: [/^src\/routes\/_public\/book\//] });
    expect(code.has('src/features/booking/booking-screen.tsx')).toBe(true);
    expect(code.has('src/features/booking/booking-when.tsx')).toBe(false);
    expect(code.has('src/locales/en/booking.po')).toBe(false);
  });

  it('then the built files of that code are left out of the precache as online-only files', () => {
    const built: Manifest = {
      ...manifest,
      'src/router.tsx': {
        ...manifest['src/router.tsx']!,
        dynamicImports: [split(QUESTION), split(BOOKING), 'src/route-tree.gen.ts'],
      },
      [split(BOOKING)]: {
        file: 'assets/book.js',
        src: split(BOOKING),
        isDynamicEntry: true,
        imports: ['_button.js', '_booking-screen.js'],
      },
      '_booking-screen.js': { file: 'assets/booking-screen.js', css: ['assets/booking-screen.css'] },
    };
    const modules = chunkModules({
      'assets/router.js': ['src/router.tsx', 'src/route-tree.candidate.gen.js', QUESTION, BOOKING],
      'assets/book.js': [split(BOOKING)],
      'assets/booking-screen.js': [
        'src/features/booking/booking-screen.tsx',
        'src/features/booking/booking.css',
        'src/lib/api/booking.ts',
      ],
    });
    const { candidate, staff, onlineOnly } = precacheSplit({
      manifest: built,
      chunkModules: modules,
      moduleGraph: graph,
      onlineOnlyRoutes: [/^src\/routes\/_public\/book\//],
    });
    expect([...onlineOnly].sort()).toEqual(
      ['assets/book.js', 'assets/booking-screen.css', 'assets/booking-screen.js'].sort(),
    );
    expect(candidate.has('assets/button.js')).toBe(true);
    expect(candidate.has('assets/router.js')).toBe(true);
    expect(staff.has('assets/book.js')).toBe(false);
  });
});

describe('the budget check on the service worker that was built', () => {
  const serviceWorker = `const a=1;precacheAndRoute([{"revision":null,"url":"assets/q.js"},{"revision":"abc","url":"index.html"}]);cleanup([1]);`;

  it('reads the manifest injected into the worker', () => {
    expect(precacheEntriesOf(serviceWorker)).toEqual([
      { revision: null, url: 'assets/q.js' },
      { revision: 'abc', url: 'index.html' },
    ]);
    expect(() => precacheEntriesOf('precacheAndRoute(self.__WB_MANIFEST)')).toThrow(/no precache manifest/);
  });

  const sizes: Record<string, number> = {
    'assets/q.js': 100 * 1024,
    'index.html': 50 * 1024,
    'assets/vendors.js': 10 * 1024,
    'assets/locales/en/messages.js': 20 * 1024,
    'assets/locales/fr/messages.js': 30 * 1024,
  };
  const check = (urls: string[], maxGzipKB: number) =>
    checkPrecache({
      entries: urls.map((url) => ({ url })),
      staff: new Set(['assets/vendors.js']),
      catalogs: new Map([
        ['assets/locales/en/messages.js', 'en'],
        ['assets/locales/fr/messages.js', 'fr'],
      ]),
      sizeOf: (file) => sizes[file]!,
      limits: { maxGzipKB },
    });

  it('counts the code once and one language, the largest, of the catalogs', () => {
    const result = check(
      ['assets/q.js', 'index.html', 'index.html', 'assets/locales/en/messages.js', 'assets/locales/fr/messages.js'],
      180,
    );
    expect(result).toMatchObject({ files: 4, code: 150 * 1024, bytes: 180 * 1024, failures: [] });
    expect(result.catalogs).toEqual({ en: 20 * 1024, fr: 30 * 1024 });
  });

  it('fails on a staff file in the precache and on a precache over the limit', () => {
    expect(check(['assets/q.js', 'assets/vendors.js', 'assets/locales/fr/messages.js'], 120).failures).toEqual([
      'the service worker precaches assets/vendors.js, which only staff code loads',
      'the service worker precaches 140.0 KB (gzip), over the budget of 120 KB',
    ]);
  });
});
