// Lighthouse on the two sign-in first screens a new candidate lands on, over plain HTTP/1.1 on
// loopback (what `npm start` serves), first visits (storage reset), with bench/lighthouse.mjs's
// settings (mobile defaults: simulated slow 4G, 4x CPU; Debian's chromium, headless):
// the job link (/login/applicant/{the demo's open requisition}) and /login, interleaved.
//   npx vite build && node bench/lighthouse-job-link.mjs [runs=3]
// STATIC_DIR=dir measures another build (default dist/); BENCH_LHR_DIR=dir keeps each full report.
// Prints every run (with Lighthouse's observed, unthrottled first paint) and the medians.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { lighthouseBrowser } from './support/lighthouse-browser.mjs';
import { startServer } from './support/server.mjs';

const runs = Number(process.argv[2] ?? 3);
const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';

async function measure(url) {
  const browser = await lighthouseBrowser();
  try {
    const page = await browser.newPage();
    const { lhr } = await lighthouse(
      url,
      { output: 'json', onlyCategories: ['performance'], logLevel: 'error' },
      undefined,
      page,
    );
    if (process.env.BENCH_LHR_DIR) {
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      observedFcpMs: observed.observedFirstContentfulPaint,
      kb: Math.round(audit('total-byte-weight') / 1024),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel,
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    };
  } finally {
    await browser.close();
  }
}

const env = { RATE_LIMIT_MAX: '1000', ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}) };
const server = await startServer({ name: 'bench-lighthouse-job-link', env });
try {
  const pages = { jobLink: `${server.base}/login/applicant/${OPEN_REQUISITION}`, login: `${server.base}/login` };
  const results = { jobLink: [], login: [] };
  for (let i = 0; i < runs; i += 1) {
    for (const [name, url] of Object.entries(pages)) {
      const result = await measure(url);
      results[name].push(result);
      console.log(name, JSON.stringify(result));
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [name, list] of Object.entries(results)) {
    console.log(
      `${name}: performance ${list.map((r) => r.performance).join(', ')} (median ${median(list.map((r) => r.performance))}); ` +
        `LCP ${list.map((r) => (r.lcpMs / 1000).toFixed(2)).join(', ')} s; FCP ${list.map((r) => (r.fcpMs / 1000).toFixed(2)).join(', ')} s; ` +
        `TBT ${list.map((r) => r.tbtMs).join(', ')} ms; CLS ${list.map((r) => r.cls).join(', ')}; ${list.map((r) => r.kb).join(', ')} KB`,
    );
  }
} finally {
  await server.stop();
}
