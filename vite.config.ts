import { defineConfig, minifySync, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import fs from 'node:fs';
import path from 'node:path';
import { featureCatalogOf } from './lingui.config.ts';
import { precacheSplit } from './scripts/precache-split.mjs';
import { precompressDir } from './scripts/precompress.mjs';
import { catalogChunkFileName } from './sw/catalog-files.ts';
import { candidateRouteTreePlugin } from './scripts/vite-candidate-route-tree.ts';
import { noFacadeChunks } from './scripts/vite-no-facades.ts';
import {
  chunkNameOf,
  chunkPlanPlugin,
  emptyChunkPlan,
  libraryChunkOf,
  STAGE_SLOTS,
} from './scripts/vite-chunk-plan.ts';

/**
 * Writes .br and .gz beside each text asset so the server sends them compressed at no CPU cost
 * (scripts/precompress.mjs). Last of all closeBundle hooks: the service worker's plugin writes
 * sw.js in its own closeBundle (enforce 'post'), which ran after this one and left sw.js plain.
 */
function precompress(): Plugin {
  let outDir = path.resolve('dist');
  return {
    name: 'assay-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        // Nothing was written (a failed build): let its own error show.
        if (fs.existsSync(outDir)) precompressDir(outDir);
      },
    },
  };
}

/**
 * A feature module that uses a Lingui macro waits for its feature's catalog before it runs
 * (lingui.config.ts: one catalog per feature folder), through a top-level await added at its top:
 * its chunk resolves only once its messages are loaded, so no screen ever shows a message id,
 * and each screen downloads only its own features' messages. Not in unit tests (Lingui keeps
 * the English source there, and tests load no catalogs).
 */
function featureCatalogs(): Plugin {
  let root = process.cwd();
  return {
    name: 'assay-feature-catalogs',
    enforce: 'pre',
    apply: () => !process.env.VITEST,
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (id.includes('\0') || id.includes('/node_modules/')) return undefined;
      const file = path
        .relative(root, id.split('?')[0] ?? id)
        .split(path.sep)
        .join('/');
      const feature = featureCatalogOf(file);
      if (!feature || !/\.(ts|tsx)$/.test(file) || !/@lingui\/(react|core)\/macro/.test(code)) return undefined;
      // One line, so the module's own lines keep their numbers.
      const i18nModule = path.join(root, 'src/lib/i18n.ts');
      return `import { loadCatalog as __assayLoadCatalog } from ${JSON.stringify(i18nModule)}; await __assayLoadCatalog(${JSON.stringify(feature)}); ${code}`;
    },
  };
}

/**
 * Screens people land on: their route files and the feature catalogs they need. index.html lists
 * their files (and every language's main catalog) for public/preload.js, which starts those
 * downloads with the page instead of after the app's JavaScript has arrived and run.
 */
const FIRST_SCREENS = [
  // shell: the page's markup as React renders it, per language (scripts/capture-login-shell.mjs),
  // which preload.js shows at `shellPath` until the app replaces it (D86, D87).
  {
    // Every sign-in page but the job link (/login/applicant/{jobUUID}), which shows the job, not the form (D196).
    path: '^/log-?in(/(?!applicant/)|$)',
    kit: 'auth-kit',
    routes: ['src/routes/login/index.tsx'],
    catalogs: ['auth'],
    shell: 'src/features/auth/login-shell.json',
    shellPath: '^/log-?in/?$',
    page: 'login.html',
  },
  {
    // The job link (D196, D248): no shell of its own here, as it shows the job; the server writes
    // the job's summary into job-link.html (server/modules/job-link/job-link-html.ts), which is
    // index.html with the page's styles inlined and a slot in #root for the summary.
    // No kit: its files are only preloaded, the chunk plan is the other screens' (chunkPlanPlugin below).
    path: '^/login/applicant/[^/]+/?$',
    routes: ['src/routes/login/applicant/$jobUUID.tsx'],
    catalogs: ['job-link'],
    page: 'job-link.html',
  },
  {
    path: '^/user/assessment-questions$',
    kit: 'applicant-kit',
    routes: ['src/routes/_applicant.tsx', 'src/routes/_applicant/user/assessment-questions.tsx'],
    // What the guards import once the session is known, the root's query client
    // (src/lib/query-client-slot.ts) and the applicant routes' restored reads the loaders wait for:
    // preloaded with the screen, not asked for only then.
    modules: ['src/lib/query-client.ts', 'src/features/candidate-sync/candidate-background.ts'],
    catalogs: ['questionnaire'],
  },
];

/** The first screens the chunk plan gives a kit of their own (scripts/vite-chunk-plan.ts). */
const KIT_SCREENS = FIRST_SCREENS.filter(
  (screen): screen is Extract<typeof screen, { kit: string }> => 'kit' in screen,
);

/**
 * A shell as the parser shows it: its text fields take typing (the sign-in form takes it over,
 * src/lib/shell-input.ts); nothing else in it can be focused or clicked, and its Sign in button is
 * disabled, so the form cannot be sent before the app has arrived (public/preload.js does the
 * same for a template).
 */
const shellAsSent = (markup: string) =>
  markup
    .replace(/<(header|ul|section) /g, '<$1 inert ')
    .replace(/<div class="form-layout__actions"/g, '<div inert class="form-layout__actions"')
    .replace(/<(select|button) /g, '<$1 disabled ');

/**
 * A page that paints before any JavaScript (login.html, job-link.html) starts the app's code only
 * once it has painted (D250): public/preload.js goes inline at the end of the body, where it shows
 * the shell in the visitor's language before the first paint, and the page's module script and
 * module preloads become a list it adds after that paint. Nothing the page downloads then
 * competes with the page itself, and the first paint never waits on the app's code (the server
 * allows the inline script by its hash, server/http/inline-script-hashes.ts).
 */
function paintFirst(page: string, preload: string): string {
  const modules = [...page.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page);
  const loader = /\s*<script src="[^"]*preload\.js" async><\/script>/.exec(page);
  if (!entry || !loader || !page.includes('id="assay-preload">{') || !page.includes('</body>'))
    throw new Error('paintFirst: the page has no module script, preload.js, preload list or </body>');
  const deferred = JSON.stringify({ modules: modules.map((match) => match[1]), entry: entry[1] });
  let out = page.replace(entry[0], '').replace(loader[0], '');
  for (const [link] of modules) out = out.replace(link, '');
  return out
    .replace('id="assay-preload">{', `id="assay-preload">{"deferred":${deferred},`)
    .replace('</body>', `  <script>${preload.replace(/<\//g, '<\\/')}</script>\n  </body>`);
}

/**
 * Where the server puts a page's markup in a page without a shell of its own (job-link.html): inside
 * `<div id="root" data-shell="en">`, after the page's inlined styles. The server's side:
 * server/modules/job-link/job-link-html.ts.
 */
const PAGE_SLOT = '<!--assay-page-->';

/** Where each module goes (scripts/vite-chunk-plan.ts), filled in once the module graph is complete. */
const plan = emptyChunkPlan();
const OUT_DIR = 'dist';
/** Where this build writes (build.outDir, or --outDir: a size measurement can build beside dist/), set once the config is resolved. */
let builtDir = path.resolve(OUT_DIR);
const GENERATED_ROUTE_TREE = 'src/route-tree.gen.ts';
const budget = JSON.parse(fs.readFileSync(new URL('./bench/budget.json', import.meta.url), 'utf8')) as {
  forbiddenOnCandidateRoutes: string[];
  onlineOnly: string[];
  onlineOnlyRoutes: string[];
};

/**
 * Leaves out of the precache every built file only staff code loads, by the route tree
 * (scripts/precache-split.mjs), read from what the build wrote in dist/.vite (the service worker
 * is made after the bundle is on disk).
 */
const candidatePrecache = <Entry extends { url: string }>(entries: Entry[]) => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(builtDir, '.vite', file), 'utf8')) as never;
  const { staff, onlineOnly } = precacheSplit({
    manifest: read('manifest.json'),
    chunkModules: read('chunk-modules.json'),
    moduleGraph: read('module-graph.json'),
    onlineOnly: budget.onlineOnly.map((pattern) => new RegExp(pattern)),
    onlineOnlyRoutes: budget.onlineOnlyRoutes.map((pattern) => new RegExp(pattern)),
  });
  return { manifest: entries.filter((entry) => !staff.has(entry.url) && !onlineOnly.has(entry.url)) };
};

/**
 * public/preload.js as pages get it: minified, since it is sent inline in the sign-in page and the
 * job link and precached for every candidate (its comments are two thirds of its bytes). Vite
 * copies public files verbatim, so the build writes this copy over it.
 */
function minifiedPreload(file: string): string {
  const { code, errors } = minifySync('preload.js', fs.readFileSync(file, 'utf8'), {
    module: false,
    compress: true,
    mangle: true,
  });
  if (errors.length > 0) throw new Error(`public/preload.js: ${errors.map((error) => error.message).join('; ')}`);
  return code;
}

function firstScreenPreloads(): Plugin {
  let root = process.cwd();
  let base = '/';
  /** Pages with their English shell already in #root (e.g. login.html), which the server sends for the screen's path. */
  const pages = new Map<string, string>();
  let preloadScript = '';
  return {
    name: 'assay-first-screen-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') return;
        const preload = minifiedPreload(preloadScript);
        this.emitFile({ type: 'asset', fileName: 'preload.js', source: preload });
        for (const [fileName, shell] of pages) {
          const html = String(index.source);
          if (!html.includes('<div id="root"></div>'))
            throw new Error('index.html has no empty <div id="root"></div> for the shell');
          // The app's own style sheets are inlined too: with nothing to wait for, the browser
          // paints the shell as soon as the page is parsed, before the app's modules run.
          const page = html
            .replace('<div id="root"></div>', `<div id="root" data-shell="en">${shell}</div>`)
            .replace(/<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g, (link, href: string) => {
              const sheet = bundle[href.slice(base.length)];
              return sheet?.type === 'asset' ? `<style>${String(sheet.source).replace(/<\//g, '<\\/')}</style>` : link;
            });
          this.emitFile({ type: 'asset', fileName, source: paintFirst(page, preload) });
        }
      },
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
      preloadScript = path.join(config.publicDir, 'preload.js');
      builtDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const sourceOf = (id: string | null | undefined) =>
          id ? path.relative(root, id).split(path.sep).join('/') : '';
        const closure = (start: string[]) => {
          const seen = new Set<string>();
          const stack = [...start];
          while (stack.length > 0) {
            const file = stack.pop()!;
            if (seen.has(file)) continue;
            seen.add(file);
            stack.push(...(byFile.get(file)?.imports ?? []));
          }
          return seen;
        };
        /** The style sheets the chunks import, each once. */
        const cssOf = (files: string[]) => [
          ...new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])),
        ];
        const entry = chunks.find((chunk) => chunk.isEntry);
        // src/main.tsx imports the router and React DOM as start-up stages of their own; the page
        // preloads them with the entry's own imports (below), not once the stage before has run.
        // The modules src/main.tsx imports one after another at start-up, each evaluated in a task of its own.
        const stages = plan.stages.map((id) => chunks.find((chunk) => chunk.facadeModuleId === id)?.fileName);
        if (!entry || stages.length === 0 || stages.some((file) => !file))
          throw new Error(
            `No chunk for src/main.tsx or for one of its start-up stages (${plan.stages.map(sourceOf).join(', ')})`,
          );
        const onPage = closure([entry.fileName]);
        const stageFiles: string[] = [];
        for (const stage of stages as string[]) {
          for (const file of [...closure([stage])].reverse()) {
            if (!onPage.has(file)) stageFiles.push(file);
            onPage.add(file);
          }
        }
        const stageLinks = stageFiles
          .map((file) => `\n    <link rel="modulepreload" crossorigin href="${base}${file}">`)
          .join('');
        // Their style sheets stay in the page as when the stages were the entry's static imports
        // (render-blocking, before the entry's own), not left to Vite's import() helper to add.
        const stageSheets = cssOf(stageFiles)
          .filter((file) => !html.includes(`href="${base}${file}"`))
          .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">\n    `)
          .join('');
        const filesOf = (start: string[]) => {
          const js = [...closure(start)].filter((file) => !onPage.has(file));
          return [...js, ...cssOf(js)].map((file) => base + file);
        };
        // Each language's main catalog and the catalogs the screens below name.
        const wanted = new Set(['messages', ...FIRST_SCREENS.flatMap((screen) => screen.catalogs)]);
        const catalogs: Record<string, Record<string, string>> = {};
        for (const chunk of chunks) {
          const [, language, name] = /^src\/locales\/([^/]+)\/([^/]+)\.po$/.exec(sourceOf(chunk.facadeModuleId)) ?? [];
          if (language && name && wanted.has(name)) (catalogs[language] ??= {})[name] = base + chunk.fileName;
        }
        // Each screen's shell: one <template> per language, and one with the screen's own styles
        // (its lazy chunks' CSS) inlined, so the shell shows styled without waiting for a request.
        const shells: string[] = [];
        pages.clear();
        const routes = FIRST_SCREENS.map((screen, index) => {
          const files = filesOf(
            chunks
              .filter(
                (chunk) =>
                  screen.routes.some(
                    (route) =>
                      /[?&]tsr-split=[^&]*component/.test(chunk.facadeModuleId ?? '') &&
                      sourceOf(chunk.facadeModuleId).split('?')[0] === route,
                  ) || ((screen as { modules?: string[] }).modules ?? []).includes(sourceOf(chunk.facadeModuleId)),
              )
              .map((chunk) => chunk.fileName),
          );
          const { shell, shellPath, page } = screen as { shell?: string; shellPath?: string; page?: string };
          const css = files
            .filter((file) => file.endsWith('.css'))
            .map((file) => {
              const asset = bundle[file.slice(base.length)];
              return asset?.type === 'asset' ? String(asset.source) : '';
            })
            .join('');
          // A page the server fills in (no shell of its own): its styles and the slot for the markup.
          if (!shell && page) pages.set(page, `<style>${css.replace(/<\//g, '<\\/')}</style>${PAGE_SLOT}`);
          if (!shell || !shellPath || !fs.existsSync(path.join(root, shell)))
            return { path: screen.path, catalogs: screen.catalogs, files };
          const markup = JSON.parse(fs.readFileSync(path.join(root, shell), 'utf8')) as Record<string, string>;
          shells.push(
            `<template id="assay-shell-${index}-style"><style>${css.replace(/<\//g, '<\\/')}</style></template>`,
          );
          for (const [language, html] of Object.entries(markup))
            shells.push(`<template id="assay-shell-${index}-${language}">${html}</template>`);
          if (markup.en && page)
            pages.set(page, `<style>${css.replace(/<\//g, '<\\/')}</style>${shellAsSent(markup.en)}`);
          return { path: screen.path, catalogs: screen.catalogs, files, shellPath, shell: Object.keys(markup) };
        });
        if (!html.includes('</head>'))
          throw new Error("index.html has no </head> to put the start-up stages' preloads before");
        const firstSheet = html.indexOf('<link rel="stylesheet"');
        if (firstSheet === -1)
          throw new Error('index.html has no <link rel="stylesheet"> to put the start-up stages\' style sheets before');
        html = `${html.slice(0, firstSheet)}${stageSheets}${html.slice(firstSheet)}`.replace(
          '</head>',
          `${stageLinks}\n  </head>`,
        );
        const data = JSON.stringify({ catalogs, routes }).replace(/</g, '\\u003c');
        // After the title (the charset must stay in the first 1024 bytes), before the app's script
        // and styles. Async: it runs as soon as it arrives, not after the styles and the app's
        // modules have loaded as a deferred script would; the list above it is parsed by then.
        if (!html.includes('</title>')) throw new Error('index.html has no </title> to put the preload list after');
        return html.replace(
          '</title>',
          `</title>\n    <script type="application/json" id="assay-preload">${data}</script>${shells.map((shell) => `\n    ${shell}`).join('')}\n    <script src="${base}preload.js" async></script>`,
        );
      },
    },
  };
}

// Plugin order matters: routes are generated first, the Lingui macro runs through Babel
// after React's transform, and the PWA plugin must see the final bundle to precache it.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The loader goes into the lazy chunk with the component (the default leaves it in the eager
      // route tree, which pulled Dexie and the feature queries into every first load).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: GENERATED_ROUTE_TREE,
    }),
    // The app starts with the generated tree less the staff routes; the full tree is lazy (src/router.tsx).
    candidateRouteTreePlugin(),
    featureCatalogs(),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      // globPatterns below already lists the icons and the web manifest: added again, the
      // precache manifest named them twice (one download, but the budget counted each twice).
      includeManifestIcons: false,
      manifest: {
        name: 'Assay',
        short_name: 'Assay',
        description: 'Take your assessments, online or offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1d4ed8',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The job link's page is the server's template (a slot for the job's summary, D248), and the
        // sign-in page is sent by the server only: offline, the worker answers every navigation with
        // index.html (sw/sw.ts), where preload.js shows the sign-in shell from its templates.
        globIgnores: ['job-link.html', 'login.html'],
        // The built files under assets/ carry their content's hash in their names: kept under their
        // own URL, with no revision in the search, the worker's install takes the copies the page has
        // just loaded from the HTTP cache instead of downloading them again, and the readiness check
        // finds each by a lookup rather than by reading the whole cache (src/offline/offline-readiness.ts).
        dontCacheBustURLsMatching: /^assets\//,
        // A candidate's worker precaches candidate code only; staff files are cached when used (sw/sw.ts).
        manifestTransforms: [candidatePrecache],
      },
      devOptions: { enabled: false },
    }),
    chunkPlanPlugin(plan, {
      firstScreens: KIT_SCREENS,
      fullRouteTree: GENERATED_ROUTE_TREE,
      // Beside the staff code the route tree decides, the libraries no candidate route may load (zod).
      forbidden: budget.forbiddenOnCandidateRoutes.map((pattern) => new RegExp(pattern)),
    }),
    firstScreenPreloads(),
    // Last: it rewrites what the plugins above wrote (the pages, the manifests).
    noFacadeChunks(),
    precompress(),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  resolve: {
    alias: [
      // @tanstack/react-store asks for the shim of useSyncExternalStore (for React before 18); with
      // React 19 the plain entry uses React's own, and the shim's fallback stays out of every page.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: {
    outDir: OUT_DIR,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: scripts/check-budget.mjs walks it to find what each route loads.
    manifest: true,
    // Module preload links only where a dynamic import opens a screen (the route trees' lazy routes
    // and guards, in the route tree chunks: the stage and staff-routes chunks whose modules import routes' lazy parts): there they fetch a screen's files in parallel.
    // A screen's own dynamic imports (Dexie, the lease, the outbox) find most of their dependencies
    // loaded already, and every link the page inserts costs its main thread
    // (D89). Style sheets are not affected: Vite loads a chunk's CSS either way.
    modulePreload: {
      // No polyfill (0.4 KB in every page's entry): every browser of the build's target but Safari
      // 16.4-16.x follows modulepreload links itself, and one that does not fetches each module when
      // it is imported, as without a link.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'html' || [...plan.routeTreeChunks].some((name) => path.basename(hostId).startsWith(`${name}-`))
          ? deps
          : [],
    },
    rolldownOptions: {
      // Calls that only build a schema (zod's, an endpoint's, a contract's day): dropped when unused,
      // so a candidate page that imports a contract's constant loads no zod (bench/budget.json).
      treeshake: { manualPureFunctions: ['z', 'defineEndpoint', 'isoDay'] },
      output: {
        // Each language's catalogs in a folder of their own: the service worker precaches only the
        // languages the pages use (sw/catalog-files.ts).
        chunkFileNames: (chunk) => catalogChunkFileName(chunk.facadeModuleId) ?? 'assets/[name]-[hash].js',
        codeSplitting: {
          // No file is named here (scripts/vite-chunk-plan.ts decides from the module graph; docs in
          // its header). The start-up groups take their members' dependencies along (Rolldown's
          // default, which follows the graph after tree-shaking), less what a group of higher
          // priority holds; the kits and later loads take only the app modules the plan names.
          groups: [
            // zod in a file of its own: only the code that validates with it (staff search schemas)
            // loads it; left alone, Rolldown put it in a chunk with other users of it, such as the
            // staff routes, which candidate screens then loaded.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 40 },
            // What src/main.tsx runs before the router (the language, the session, the service
            // worker): one file beside the entry.
            { name: 'boot', tags: ['$initial'], test: (id) => !plan.entry.has(id), priority: 30 },
            // Each start-up stage (the route tree with every candidate route's eager part, then
            // React DOM) as one file: left alone, Rolldown made a file per route (its eager part
            // is shared with its lazy chunk), some sixty requests before anything could render.
            ...Array.from({ length: STAGE_SLOTS }, (_, slot) => ({
              name: () => chunkNameOf(plan.stages[slot] ?? ''),
              test: (id: string) => id === plan.stages[slot],
              priority: 20 - slot,
            })),
            // The full route tree with the staff routes' eager parts, staff code only (by the route tree):
            // a lazy chunk no candidate screen loads. A module candidate code shares stays out of it.
            {
              name: 'staff-routes',
              test: (id) => plan.staffRouteTree.has(id),
              priority: 15,
              includeDependenciesRecursively: false,
            },
            // The query client with the part of TanStack Query it needs (src/lib/query-client.ts; the
            // root route's guard loads it for every page but the sign-in pages, src/lib/query-client-slot.ts):
            // one file, without the hooks and the persister that the screens' own chunks bring.
            { name: 'query-client', test: (id) => /[\\/]src[\\/]lib[\\/]query-client\.ts$/.test(id), priority: 13 },
            // Kits: what the first screens share, then each first screen's own shared modules, one
            // file each instead of a file per module: every file is a request the page issues on
            // the main thread (D89).
            { name: 'kit', test: (id) => plan.kit.has(id), priority: 12, includeDependenciesRecursively: false },
            ...KIT_SCREENS.map((screen, index) => ({
              name: screen.kit,
              test: (id: string) => plan.screenKits[index]?.has(id) ?? false,
              priority: 11 - index,
              includeDependenciesRecursively: false,
            })),
            // The step-up scope (src/ui/step-up-scope.tsx) that candidate screens put around their form:
            // left alone, Rolldown put it in the two-factor screen's chunk, so the precached profile
            // page brought the online-only two-factor code and WebAuthn along (8 KB gzip).
            { name: 'step-up-scope', test: /[\\/]src[\\/]ui[\\/]step-up-scope\.tsx$/, priority: 9 },
            // The form drafts' hook (src/offline-hooks/use-form-draft.ts) that five screens share: left
            // alone, Rolldown put it in the tracker's lazy accommodation panel, which the application
            // form then loaded with it (3.4 KB gzip, D365).
            {
              name: 'use-form-draft',
              test: /[\\/]src[\\/]offline-hooks[\\/]use-form-draft\.ts$/,
              priority: 9,
              includeDependenciesRecursively: false,
            },
            // The online-only notice (src/ui/online-only-notice.tsx) that the online-only runs and the
            // onboarding form share: left alone, Rolldown put it in the skills test's online-only run,
            // so the application form loaded the whole timed-section screen with it (about 8 KB gzip).
            {
              name: 'online-only-notice',
              test: /[\\/]src[\\/]ui[\\/]online-only-notice\.tsx$/,
              priority: 9,
              includeDependenciesRecursively: false,
            },
            // What the two timed tests share (the camera check's consent and photos, full screen, the
            // timer's announcer, the integrity signals): left alone, Rolldown put them in the skills
            // test's run, so the typing test loaded the timed-section screen with them.
            {
              name: 'timed-test-kit',
              test: /[\\/]src[\\/](ui[\\/]camera-consent[\\/]|ui[\\/]full-screen-ask\.tsx$|ui[\\/]timer-announcer[\\/]timer-announcer\.tsx$|offline-hooks[\\/]use-camera-(stills|consent)\.ts$|offline-hooks[\\/]use-integrity-signals\.ts$|offline[\\/]camera-check\.ts$)/,
              priority: 9,
              includeDependenciesRecursively: false,
            },
            // Libraries that only lazy code uses: one file per package (per scope for @scope/ packages).
            {
              name: libraryChunkOf,
              test: (id) => /[\\/]node_modules[\\/]/.test(id) && !plan.imported.has(id),
              priority: 8,
              includeDependenciesRecursively: false,
            },
            // Each later load of candidate code (the outbox's drain loop) with the app modules it takes, as one file.
            {
              name: (id) => plan.laterLoads.get(id) ?? null,
              test: (id) => plan.laterLoads.has(id),
              priority: 5,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
