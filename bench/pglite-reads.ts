// The real app in this process on a copy of a seeded embedded database (PGlite), through inject:
// sign-in, then N rounds of the applicant list (default, search, filtered sort) and the scorecard.
// For whole-process CPU and peak memory of V8 settings for PGlite's WebAssembly (docs/benchmarks.md):
//   node [--liftoff-only | --no-wasm-inlining] --import tsx bench/pglite-reads.ts <seeded DATA_DIR> [rounds]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { buildApp } from '../server/app.ts';

const [source, roundsArg = '100'] = process.argv.slice(2);
if (!source) throw new Error('usage: pglite-reads.ts <seeded DATA_DIR> [rounds]');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-reads-'));
fs.cpSync(source, dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
const config = readConfig({ JOB_WORKER: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' });
const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
const app = await buildApp({ db: database.db, config, databaseKind: database.kind });
await app.ready();
const call = async (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) => {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json();
};
const token = (
  await call('POST', '/auth/v1/login/', undefined, { email: 'owner@demo-company.test', password: 'Assay-demo-1' })
).data.token;
const list = '/smartreq/v1/applicants/1/';
const first = (await call('GET', list, token)).data.data[0].user_smartreq_id;
const started = process.hrtime.bigint();
for (let round = 0; round < Number(roundsArg); round++) {
  await call('GET', list, token);
  await call('GET', `${list}?search=ma`, token);
  await call('GET', `${list}?status=active&ordering=-fit_score`, token);
  await call('GET', `/smartreq/v1/scorecard/${first}/`, token);
}
const ms = Number(process.hrtime.bigint() - started) / 1e6;
console.log(
  `${roundsArg} rounds in ${ms.toFixed(0)} ms; cpu ${JSON.stringify(process.cpuUsage())}; rss max ${process.resourceUsage().maxRSS} kB`,
);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
