import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Writes .br and .gz beside each text asset so the server sends them compressed at no CPU cost. */
function precompress(): Plugin {
  let outDir = path.resolve('dist');
  return {
    name: 'assay-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|webmanifest|json)$/.test(file)) continue;
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * dist/.vite/chunk-modules.json: the source modules inside each emitted chunk, beside Vite's
 * manifest (which names only entry modules). scripts/check-budget.mjs reads both to prove that
 * no staff module reaches a candidate route.
 */
function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'assay-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        modules[chunk.fileName] = Object.keys(chunk.modules).map((id) => path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
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
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
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
      },
      devOptions: { enabled: false },
    }),
    chunkModules(),
    precompress(),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: scripts/check-budget.mjs walks it to find what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The route tree's eager part (each route's path, search schema and guard) and what it
            // imports, as one file beside the entry: left alone, Rolldown made a file per route
            // (its eager part is shared with its lazy chunk), some sixty requests before anything
            // could render. Files named -x.ts in routes/ are helpers of lazy parts: not captured.
            { name: 'app', test: /\/src\/(router\.tsx|route-tree\.gen\.ts|routes\/(?:[^?]*\/)?[^-/?][^/?]*\.tsx?)$/, priority: 10 },
          ],
        },
      },
    },
  },
});
