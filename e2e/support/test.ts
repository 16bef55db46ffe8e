/**
 * The journeys' `test`: Playwright's, with the slow mode (E2E_SLOW=1, playwright.config.ts) built
 * in. Every spec and support file imports `test`, `expect` and the rest from here, never from
 * '@playwright/test' (eslint.config.js refuses it; type-only imports may stay there).
 *
 * In slow mode Chromium's CPU is throttled CPU_SLOWDOWN times (CDP Emulation.setCPUThrottlingRate)
 * on every page a journey opens: the pages of the test's context, its new pages and popups, and
 * the pages of every context a journey makes with browser.newContext(). In the normal mode nothing
 * here runs: no CDP session, no listener.
 */
import { test as base, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CPU_SLOWDOWN, SLOW } from '../../playwright.config.ts';

export * from '@playwright/test';

/** The contexts already throttled, so that one made by the wrapped newContext is not done twice. */
const throttled = new WeakSet<BrowserContext>();

/** Network conditions as Playwright's context.setOffline(offline) sets them. */
const networkConditions = (offline: boolean) => ({ offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

/**
 * Throttles the context's pages now and from now on. A page made by context.newPage() is throttled
 * before newPage resolves; a popup as soon as the context sees it.
 *
 * The throttling lives in a CDP session of our own on each page, which stays open (Chromium lifts
 * the emulation when it detaches). With a second session on the page, Chromium forgets Playwright's
 * offline emulation in the page's next document: after a reload offline, navigator.onLine says true
 * (Debian's Chromium 156; the network itself stays cut). So context.setOffline is told to our
 * sessions too, and a page that opens while the context is offline starts offline in ours. No
 * journey makes a context with `offline: true`: contexts start online.
 */
async function throttleContext(context: BrowserContext): Promise<void> {
  if (throttled.has(context)) return;
  throttled.add(context);
  let offline = false;
  const sessions = new Set<CDPSession>();
  const pending = new WeakMap<Page, Promise<void>>();

  const throttlePage = async (page: Page) => {
    const session = await context.newCDPSession(page);
    sessions.add(session);
    page.once('close', () => sessions.delete(session));
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (offline) await session.send('Network.emulateNetworkConditions', networkConditions(offline));
  };
  const throttle = (page: Page) => {
    let done = pending.get(page);
    if (!done) {
      // A page closed before its session opened has nothing left to slow down.
      done = throttlePage(page).catch((error: unknown) => {
        if (!page.isClosed()) throw error;
      });
      pending.set(page, done);
    }
    return done;
  };

  context.on('page', (page) => void throttle(page).catch(() => undefined));
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await throttle(page);
    return page;
  };
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (value) => {
    await setOffline(value);
    offline = value;
    await Promise.all(
      [...sessions].map((session) =>
        session.send('Network.emulateNetworkConditions', networkConditions(value)).catch(() => undefined),
      ),
    );
  };
  await Promise.all(context.pages().map(throttle));
}

export const test = base.extend<{ _slowMode: void }, { browser: Browser }>({
  // The contexts a journey makes itself (a second device, a visitor without JavaScript).
  browser: [
    async ({ browser }, use) => {
      if (!SLOW) return use(browser);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await throttleContext(context);
        return context;
      };
      await use(browser);
      browser.newContext = newContext;
    },
    { scope: 'worker' },
  ],
  // The test's own context (made through the browser above, or reused), before its first page.
  _slowMode: [
    async ({ context }, use) => {
      if (SLOW) await throttleContext(context);
      await use();
    },
    { auto: true },
  ],
});
