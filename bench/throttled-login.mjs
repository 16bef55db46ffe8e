// /login as a person on a slow phone network sees it: Debian's chromium with Chrome's own network
// emulation at Lighthouse's slow 4G values for real (not simulated) throttling (562.5 ms request
// latency, 1.47 Mbit/s down, 675 kbit/s up) and the CPU slowed 4x, a first visit (nothing cached,
// no service worker). Lighthouse simulates this from an unthrottled load (bench/lighthouse.mjs);
// this measures it, so the two can be compared. Over HTTPS with HTTP/2 (the server's own TLS, a
// certificate made for the run), as deployed, and over plain HTTP/1.1, as `npm start` serves it.
//   npx vite build && node bench/throttled-login.mjs [runs=5]
// Per run: when the static shell painted (first contentful paint), when a field on screen first
// took typing, when the real form came alive (the app mounted and its Sign in button is enabled),
// and the JavaScript downloaded by then.
// Writes bench/results/throttled-login.json.
/* global document, window, MutationObserver -- page.evaluate bodies run in the browser */
import { lighthouseBrowser } from './support/lighthouse-browser.mjs';
import { measureOverBoth, scriptsLoadedBy, throttle } from './support/slow-4g.mjs';

const runs = Number(process.argv[2] ?? 5);
async function measure({ base, spki }) {
  const browser = await lighthouseBrowser(spki);
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await throttle(page);
    // The moment the real form is usable, seen from inside the page (no polling delay).
    await page.evaluateOnNewDocument(() => {
      const check = () => {
        const email = document.querySelector('#root #email');
        if (!window.__editable && email && !email.readOnly && !email.closest('[inert]'))
          window.__editable = performance.now();
        if (!window.__formLive && document.querySelector('#root[data-app] form button[type=submit]:not([disabled])'))
          window.__formLive = performance.now();
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(`${base}/login`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => window.__formLive, { timeout: 120_000, polling: 100 });
    const times = await page.evaluate(() => {
      const shellPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      return {
        shellPaintMs: Math.round(shellPaint),
        // A field on screen that takes typing (the shell's, or else the real form's).
        typeableMs: Math.round(Math.max(shellPaint, window.__editable)),
        formLiveMs: Math.round(window.__formLive),
      };
    });
    return { ...times, ...(await scriptsLoadedBy(page, '__formLive')) };
  } finally {
    await browser.close();
  }
}

await measureOverBoth({
  name: 'throttled-login',
  runs,
  keys: ['shellPaintMs', 'typeableMs', 'formLiveMs'],
  measure,
  describe: (middle) =>
    `the shell painted at ${middle.shellPaintMs} ms, took typing at ${middle.typeableMs} ms, the form was live at ${middle.formLiveMs} ms`,
});
