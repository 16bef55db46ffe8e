// "Ready to work offline" after a first visit, in Debian's chromium: the time from the page's
// load event on /login (a fresh browser profile, nothing cached) until the service worker controls
// the page and every script and style sheet the page loaded, and the app's page, are in Cache
// Storage (the readiness rule of src/offline/offline-readiness.ts), with what the worker fetched
// to get there. Median of the runs.
//   npx vite build && node bench/offline-ready.mjs [runs=3]
import { chromium } from '@playwright/test';
import { startServer } from './support/server.mjs';

const runs = Number(process.argv[2] ?? 3);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** In the page: milliseconds from the load event until the device is ready to go on offline. */
const untilReady = () =>
  new Promise((resolve, reject) => {
    const loaded = performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0;
    const started = performance.now();
    const check = async () => {
      if (performance.now() - started > 120_000) return reject(new Error('not ready within 120 s'));
      // As src/offline/offline-readiness.ts asks: the page's shell (precached with a revision in
      // its search) and every same-origin script and style sheet the page loaded.
      const paths = new Set(['/index.html']);
      for (const { name } of performance.getEntriesByType('resource')) {
        const url = new URL(name);
        if (url.origin === globalThis.location.origin && /\.(m?js|css)$/.test(url.pathname)) paths.add(url.pathname);
      }
      const cached = navigator.serviceWorker.controller
        ? (await Promise.all([...paths].map((path) => globalThis.caches.match(path, { ignoreSearch: true })))).every(
            Boolean,
          )
        : false;
      if (cached) resolve(performance.now() - loaded);
      else setTimeout(check, 50);
    };
    void check();
  });

const server = await startServer({ name: 'bench-offline-ready', env: { SEED_DEMO: '0' } });
const { base } = server;
let browser;
try {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const times = [];
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // What the worker fetches to install (its requests are the context's too).
    const fetched = [];
    context.on('requestfinished', (request) => {
      if (request.serviceWorker())
        fetched.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
    });
    await page.goto(`${base}/login`, { waitUntil: 'load' });
    const ms = await page.evaluate(untilReady);
    const bytes = (await Promise.all(fetched)).reduce((total, size) => total + size, 0);
    times.push(ms);
    console.log(
      `run ${run}: ready ${ms.toFixed(0)} ms after the load event; the worker fetched ${fetched.length} files, ${kb(bytes)} as sent`,
    );
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, range ${sorted[0].toFixed(0)}-${sorted.at(-1).toFixed(0)} ms over ${runs} runs`,
  );
} finally {
  await browser?.close();
  await server.stop();
}
