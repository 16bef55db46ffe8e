import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, startServer } from './server.mjs';

/* global window -- page.evaluate bodies run in the browser */
// Lighthouse's mobileSlow4G devtools throttling (lighthouse/core/config/constants.js), applied for
// real through Chrome's network emulation, and its 4x CPU slowdown: what the throttled benchmarks
// load pages under.
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** Throttles a puppeteer page's network and CPU as above, with its HTTP cache emptied and off. */
export async function throttle(page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** The median of the finite values. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Runs `measure(server, i)` `runs` times on a server of its own over plain HTTP/1.1 (what `npm
 * start` serves), then over HTTPS with HTTP/2 (as deployed), prints every run and the medians of
 * `keys` (`describe` words them), and writes bench/results/<name>.json.
 */
export async function measureOverBoth({ name, runs, keys, measure, describe }) {
  const measureAll = async (tls) => {
    const server = await startServer({
      name: `bench-${name}`,
      tls,
      env: { RATE_LIMIT_MAX: '1000', ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}) },
    });
    try {
      const all = [];
      for (let i = 0; i < runs; i += 1) {
        all.push(await measure(server, i));
        console.log(`${tls ? 'https' : 'http'} run ${i + 1}: ${JSON.stringify(all.at(-1))}`);
      }
      const middle = Object.fromEntries(keys.map((key) => [key, median(all.map((run) => run[key]))]));
      console.log(`median over ${tls ? 'HTTPS (HTTP/2)' : 'plain HTTP/1.1'}: ${describe(middle)}`);
      return { median: middle, all };
    } finally {
      await server.stop();
    }
  };
  const overPlainHttp = await measureAll(false);
  const overHttps = await measureAll(true);
  const report = { runs, network: SLOW_4G, cpuSlowdown: CPU_SLOWDOWN, overPlainHttp, overHttps };
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', `${name}.json`), JSON.stringify(report, null, 2) + '\n');
}

/** The JavaScript files (not fetches) a page had downloaded by `window[until]` (a performance.now() time it set), and their size. */
export function scriptsLoadedBy(page, until) {
  return page.evaluate((name) => {
    const by = window[name];
    const scripts = performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          entry.initiatorType !== 'fetch' && /\.js$/.test(new URL(entry.name).pathname) && entry.responseEnd <= by,
      );
    return {
      scriptFiles: scripts.length,
      scriptKB: Math.round(scripts.reduce((sum, entry) => sum + entry.transferSize, 0) / 102.4) / 10,
    };
  }, until);
}
