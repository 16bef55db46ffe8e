import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
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

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
const loadNow = () => loadavg().map((load) => Math.round(load * 100) / 100);
/** Above this 1-minute load on a shared machine a figure says more about the neighbours than the page. */
const QUIET_LOAD = 2;

function commitOf() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short=8', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
      encoding: 'utf8',
    });
    return dirty.trim() ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

/**
 * Runs `measure(server, i)` `runs` times on a server of its own over plain HTTP/1.1 (what `npm
 * start` serves), then over HTTPS with HTTP/2 (as deployed), prints every run and the medians of
 * `keys` (`describe` words them), each against its target when `targets` names one
 * (`{ http: { key: ms }, https: { key: ms } }`), with the machine's load around the runs, and
 * writes bench/results/<name>.json.
 */
export async function measureOverBoth({ name, runs, keys, measure, describe, targets }) {
  const measureAll = async (tls) => {
    const server = await startServer({
      name: `bench-${name}`,
      tls,
      env: { RATE_LIMIT_MAX: '1000', ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}) },
    });
    try {
      const all = [];
      const loads = [];
      for (let i = 0; i < runs; i += 1) {
        loads.push(loadNow());
        all.push(await measure(server, i));
        console.log(
          `${tls ? 'https' : 'http'} run ${i + 1}: ${JSON.stringify(all.at(-1))} (load ${loads.at(-1).join(' ')})`,
        );
      }
      loads.push(loadNow());
      const middle = Object.fromEntries(keys.map((key) => [key, median(all.map((run) => run[key]))]));
      const transport = tls ? 'HTTPS (HTTP/2)' : 'plain HTTP/1.1';
      console.log(`median over ${transport}: ${describe(middle)}`);
      const verdicts = Object.entries(targets?.[tls ? 'https' : 'http'] ?? {}).map(([key, ms]) => ({
        key,
        targetMs: ms,
        isMet: middle[key] <= ms,
      }));
      for (const { key, targetMs, isMet } of verdicts)
        console.log(`  ${key} ${middle[key]} ms against ${targetMs} ms: ${isMet ? 'met' : 'NOT met'}`);
      const highest = Math.max(...loads.map(([oneMinute]) => oneMinute));
      if (highest > QUIET_LOAD)
        console.log(`  load average (1 min) reached ${highest} during these runs: measure again on a quiet machine`);
      return { median: middle, verdicts, loads, all };
    } finally {
      await server.stop();
    }
  };
  const measuredAt = new Date().toISOString();
  const commit = commitOf();
  const overPlainHttp = await measureAll(false);
  const overHttps = await measureAll(true);
  const report = { measuredAt, commit, runs, network: SLOW_4G, cpuSlowdown: CPU_SLOWDOWN, overPlainHttp, overHttps };
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
