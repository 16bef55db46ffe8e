// Lighthouse (default mobile emulation: Moto G power class CPU x4 slowdown, slow 4G throttling
// simulated) in Debian's chromium, headless, against the built app served by our own server.
//   npx vite build && node bench/lighthouse.mjs [runs=5]
// The server is measured as it is deployed: over HTTPS, which it speaks itself (TLS_CERT_FILE,
// TLS_KEY_FILE; here a certificate made for the run), so the browser uses HTTP/2. /login is also
// measured over plain HTTP/1.1 on loopback (what `npm start` serves), for comparison.
// Two screens:
// - /login, a first visit: Lighthouse resets the origin's storage before loading, so nothing is
//   cached and no service worker helps.
// - a questionnaire question screen, reached the way a candidate reaches it (signed in, tracker,
//   instruction, Continue). Lighthouse then reloads that URL with storage kept (the sign-in, the
//   entry marker and the answers in IndexedDB live there), so this is a return visit: the
//   service worker may serve the shell from its cache, as it does for a candidate.
// The median run of each screen is printed (performance score, LCP, TBT, CLS), each metric's own
// median across runs, every run, and for each Lighthouse target in how many runs it was met.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { lighthouseBrowser } from './support/lighthouse-browser.mjs';
import { candidateOnFirstQuestion } from './support/first-question.mjs';
import { root, startServer } from './support/server.mjs';

const runs = Number(process.argv[2] ?? 5);

let reportNumber = 0;
/** BENCH_LHR_DIR=dir keeps each full Lighthouse report (audits such as bootup-time, the network requests) for diagnosis. */
function summary(lhr) {
  if (process.env.BENCH_LHR_DIR) {
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    reportNumber += 1;
    writeFileSync(
      join(
        process.env.BENCH_LHR_DIR,
        `${new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '_')}-${process.pid}-${reportNumber}.json`,
      ),
      JSON.stringify(lhr),
    );
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // A run without metrics says why (Lighthouse's runtime error or the metric audits' own errors),
  // and its whole report is kept for reading.
  const failures = [
    lhr.runtimeError,
    ...['largest-contentful-paint', 'total-blocking-time', 'first-contentful-paint'].map((id) => lhr.audits[id]),
  ]
    .filter((item) => item?.errorMessage || item?.message)
    .map((item) => `${item.code ?? item.id}: ${item.errorMessage ?? item.message}`);
  if (failures.length > 0) {
    const kept = join(tmpdir(), `assay-lighthouse-failed-${Date.now()}.json`);
    writeFileSync(kept, JSON.stringify(lhr));
    console.error(
      `Lighthouse run on ${lhr.finalDisplayedUrl} has no metrics (report kept in ${kept}):\n  ${failures.join('\n  ')}`,
    );
  }
  return {
    ...(failures.length > 0 ? { error: [...new Set(failures)].join('; ') } : {}),
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    // Lighthouse's measure of this machine's CPU at the time (a desktop scores about 1000-2000);
    // on a shared VM it moves from run to run, and TBT with it.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

const median = (results) => [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
/** Each metric's own median across runs: the median run (by score) can hide a TBT or LCP outlier. */
function medians(results) {
  const of = (key) => {
    const values = results
      .map((result) => result[key])
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    if (values.length === 0) return NaN;
    const middle = Math.floor(values.length / 2);
    return values.length % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
  };
  return { performance: of('performance'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), fcpMs: of('fcpMs') };
}

/** The targets (D81): performance >= 95, LCP <= 1.8 s, TBT <= 100 ms, CLS <= 0.02. */
const TARGETS = { performance: (v) => v >= 95, lcpMs: (v) => v <= 1800, tbtMs: (v) => v <= 100, cls: (v) => v <= 0.02 };
/** For each target: in how many runs it was met, and whether the metric's median meets it. */
function targetsMet(results) {
  const middle = medians(results);
  return Object.fromEntries(
    Object.entries(TARGETS).map(([metric, met]) => [
      metric,
      { runs: results.filter((result) => met(result[metric])).length, median: met(middle[metric]) },
    ]),
  );
}

async function measureLogin({ base, spki }) {
  const browser = await lighthouseBrowser(spki);
  try {
    const page = await browser.newPage();
    const result = await lighthouse(
      `${base}/login`,
      { output: 'json', onlyCategories: ['performance'], logLevel: 'error' },
      undefined,
      page,
    );
    return summary(result.lhr);
  } finally {
    await browser.close();
  }
}

/** A new candidate on the pathway's first question (bench/support/first-question.mjs); Lighthouse reloads it. */
async function measureQuestionnaire(server, n) {
  const { browser, page, url } = await candidateOnFirstQuestion(server, n);
  try {
    if (process.env.DEBUG_LH) await page.screenshot({ path: '/tmp/lh-q.png' });
    const result = await lighthouse(
      url,
      { output: 'json', onlyCategories: ['performance'], logLevel: 'error', disableStorageReset: true },
      undefined,
      page,
    );
    const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (finalPath !== '/user/assessment-questions')
      throw new Error(`Lighthouse ended on ${finalPath}, not on the question screen`);
    return summary(result.lhr);
  } finally {
    await browser.close();
  }
}

const secure = await startServer({ name: 'bench-lighthouse-https', tls: true, env: { RATE_LIMIT_MAX: '1000' } });
const plain = await startServer({
  name: 'bench-lighthouse-http',
  env: { RATE_LIMIT_MAX: '1000' },
  port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + 1 : undefined,
});
try {
  const login = [];
  const questionnaire = [];
  const loginOverPlainHttp = [];
  for (let i = 0; i < runs; i += 1) {
    login.push(await measureLogin(secure));
    questionnaire.push(await measureQuestionnaire(secure, i));
    loginOverPlainHttp.push(await measureLogin(plain));
  }
  const screen = (results) => ({
    median: median(results),
    medians: medians(results),
    targets: targetsMet(results),
    all: results,
  });
  const report = {
    runs,
    served:
      "login and questionnaire: HTTPS with HTTP/2, the server's own TLS; loginOverPlainHttp: plain HTTP/1.1 on loopback, as npm start serves it",
    login: screen(login),
    questionnaire: screen(questionnaire),
    loginOverPlainHttp: screen(loginOverPlainHttp),
  };
  console.log(JSON.stringify(report, null, 2));
  for (const name of ['login', 'questionnaire', 'loginOverPlainHttp']) {
    console.log(
      `${name}: ${Object.entries(report[name].targets)
        .map(([metric, met]) => `${metric} ${met.runs}/${runs} runs, median ${met.median ? 'met' : 'NOT met'}`)
        .join('; ')}`,
    );
  }
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'lighthouse.json'), JSON.stringify(report, null, 2) + '\n');
} finally {
  await secure.stop();
  await plain.stop();
}
