/**
 * p50/p95 of the applicant list API on data from bench/generate-data.ts: the
 * default query, a search and a filtered sort on the largest requisition, the account-wide
 * default, the requisition's pipeline board and the scorecard of one of its applications, through the real app (Fastify inject, auth and validation included). Saves the
 * EXPLAIN ANALYZE of each list and count query under bench/results/. The board is also timed on
 * the requisition nearest 5,000 applications, one request at a time and 10 at once (the pool's
 * 10 connections busy), the board's budget (D230).
 *
 *   node --import tsx bench/applicant-list.ts                      # scales 0.01, 0.1 and 1 on PGlite
 *   node --import tsx bench/applicant-list.ts --scales 0.1 --runs 30
 *   DATABASE_URL=postgres://.../postgres node --import tsx bench/applicant-list.ts   # scratch databases
 *   ... --board-only     # the board's timings and plan alone (and one scorecard's timings), to bench/results/board-{kind}.txt and board-plans-{kind}-{scale}.txt
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { readConfig } from '../server/config.ts';
import { buildApp } from '../server/app.ts';
import { createTokenSigner } from '../server/http/auth-context.ts';
import { loadOrCreateSecret } from '../server/http/server-secret.ts';
import * as store from '../server/modules/applicants/index.ts';
import { boardCardsQuery } from '../server/modules/pipeline/index.ts';
import { BOARD_CARDS_DEFAULT } from '../contracts/pipeline.ts';
import { loadUser } from '../server/modules/user/index.ts';
import { visibleJobsCondition } from '../server/http/job-access.ts';
import { generate } from './generate-data.ts';
import { quantile, scratchDatabase } from './support/scratch-database.ts';

// The server's own keys are sealed at rest (D272): this bench's fresh database uses a key of its own.
process.env.ASSAY_SECRETS_KEY ??= Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const SCALES = (arg('scales') ?? '0.01,0.1,1').split(',').map(Number);
const RUNS = Number(arg('runs') ?? 50);
const BOARD_ONLY = process.argv.includes('--board-only');
const OUT = BOARD_ONLY ? 'board' : 'applicant-list';
const RESULTS = path.join(path.dirname(new URL(import.meta.url).pathname), 'results');

const percentile = (sorted: number[], p: number) => quantile(sorted, p / 100);

async function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const lines: string[] = [`applicant list API, ${kind}, ${RUNS} runs per query, ${new Date().toISOString()}`];
  for (const scale of SCALES) {
    const database = await scratchDatabase(`list_${String(scale).replace('.', '_')}`, { onDisk: true });
    try {
      const started = performance.now();
      const sizes = await generate(database.db, scale);
      const generatedIn = (performance.now() - started) / 1000;
      const hot = await sql<{ job_id: number; account_id: number; n: string }>`
        select t.job_id, j.account_id, count(*) as n from user_trackers t join jobs j on j.job_id = t.job_id
         where j.title like 'Bench requisition %' group by 1, 2 order by 3 desc limit 1`.execute(database.db);
      const { job_id: jobId, account_id: accountId, n } = hot.rows[0]!;
      const near = await sql<{ job_id: number; n: string }>`
        select t.job_id, count(*) as n from user_trackers t join jobs j on j.job_id = t.job_id
         where j.title like 'Bench requisition %' and j.account_id = ${accountId}
         group by 1 order by abs(count(*) - 5000), 1 limit 1`.execute(database.db);
      const { job_id: nearJobId, n: nearN } = near.rows[0]!;
      const staff = await sql<{ user_id: number }>`
        select ur.user_id from user_roles ur join roles r on r.role_id = ur.role_id where r.account_id = ${accountId} order by ur.user_id limit 1`.execute(
        database.db,
      );
      const viewerId = staff.rows[0]!.user_id;
      // One application in the middle of the largest requisition, for the scorecard.
      const middle = await sql<{ id: number }>`
        select user_step_tracker_id as id from user_trackers where job_id = ${jobId}
         order by user_step_tracker_id offset ${Math.floor(Number(n) / 2)} limit 1`.execute(database.db);
      const scorecardId = middle.rows[0]!.id;
      const config = {
        ...readConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' }),
        staticDir: undefined,
      };
      const app = await buildApp({ db: database.db, config });
      await app.ready();
      const token = await createTokenSigner(await loadOrCreateSecret(database.db, 'jwt_secret'), 3600).sign(viewerId);
      const queries: [string, string][] = [
        ['default', `/api/smartreq/v1/applicants/${jobId}/`],
        ['search', `/api/smartreq/v1/applicants/${jobId}/?search=sat`],
        [
          'filtered sort',
          `/api/smartreq/v1/applicants/${jobId}/?status=active&step_status=in_progress&ordering=-fit_score`,
        ],
        ['account-wide', `/api/smartreq/v1/applicants/account/${accountId}/`],
        ['board', `/api/smartreq/v1/board/${jobId}/`],
        [`board (${nearN})`, `/api/smartreq/v1/board/${nearJobId}/`],
        ['scorecard', `/api/smartreq/v1/scorecard/${scorecardId}/`],
      ];
      lines.push(
        '',
        `scale ${scale}: ${JSON.stringify(sizes)} generated in ${generatedIn.toFixed(1)} s; largest requisition ${n} applications`,
      );
      /** Latency of each request with `concurrency` in flight, after 5 warm-up rounds. */
      const timed = async (url: string, concurrency: number) => {
        const times: number[] = [];
        let count = 0;
        for (let i = 0; i < RUNS + 5; i++) {
          await Promise.all(
            Array.from({ length: concurrency }, async () => {
              const t0 = performance.now();
              const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
              const ms = performance.now() - t0;
              if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
              const body = res.json();
              // The board counts its columns; the lists say their count; a scorecard is one application.
              count =
                body.data?.count ??
                (body.data.stages
                  ? body.data.stages.reduce((sum: number, stage: { count: number }) => sum + stage.count, 0) +
                    body.data.rejected_count +
                    body.data.hired_count
                  : 1);
              if (i >= 5) times.push(ms);
            }),
          );
        }
        times.sort((a, b) => a - b);
        return `p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  (count ${count})`;
      };
      for (const [label, url] of queries.filter(([label]) => !BOARD_ONLY || /^(board|scorecard)/.test(label)))
        lines.push(`  ${label.padEnd(14)} ${await timed(url, 1)}`);
      lines.push(
        `  ${`board (${nearN}) 10 at once`.padEnd(14)} ${await timed(`/api/smartreq/v1/board/${nearJobId}/`, 10)}`,
        `  ${`board 10 at once`.padEnd(14)} ${await timed(`/api/smartreq/v1/board/${jobId}/`, 10)}`,
      );
      await app.close();

      // The plans of the same queries, straight from the store.
      const jobScope: store.ListScope = { kind: 'job', jobId };
      const viewer = (await loadUser(database.db, viewerId))!;
      const accountScope: store.ListScope = {
        kind: 'account',
        accountId,
        visibleJobs: visibleJobsCondition(viewer, accountId, 'j'),
      };
      const explained: [
        string,
        ReturnType<typeof store.listQuery> | ReturnType<typeof store.countQuery> | ReturnType<typeof boardCardsQuery>,
      ][] = [
        ['default list', store.listQuery(jobScope, {}, '-application_date', 25, 0)],
        [
          'default page as served (job, page and count, D162)',
          store.listQuery(jobScope, {}, '-application_date', 25, 0, { withCount: true, withJob: { viewerId } }),
        ],
        [
          'filtered sort page as served',
          store.listQuery(jobScope, { status: 'active', stepStatus: 'in_progress' }, '-fit_score', 25, 0, {
            withCount: true,
            withJob: { viewerId },
          }),
        ],
        ['default count', store.countQuery(jobScope, {})],
        ['search list', store.listQuery(jobScope, { search: 'sat' }, '-application_date', 25, 0)],
        ['search count', store.countQuery(jobScope, { search: 'sat' })],
        [
          'filtered sort list',
          store.listQuery(jobScope, { status: 'active', stepStatus: 'in_progress' }, '-fit_score', 25, 0),
        ],
        ['filtered sort count', store.countQuery(jobScope, { status: 'active', stepStatus: 'in_progress' })],
        ['account list', store.listQuery(accountScope, {}, '-application_date', 25, 0)],
        ['account count', store.countQuery(accountScope, {})],
      ];
      const out: string[] = [];
      const board: (typeof explained)[number] = [
        'board cards (largest requisition)',
        boardCardsQuery(jobId, BOARD_CARDS_DEFAULT),
      ];
      for (const [label, query] of BOARD_ONLY ? [board] : [...explained, board]) {
        const result = await sql<{ 'QUERY PLAN': string }>`explain (analyze, costs off, timing on) ${query}`.execute(
          database.db,
        );
        out.push(`-- ${label}`, ...result.rows.map((r) => r['QUERY PLAN']), '');
      }
      fs.writeFileSync(path.join(RESULTS, `${OUT}-plans-${kind}-${scale}.txt`), out.join('\n'));
    } finally {
      await database.close();
      await database.drop();
    }
  }
  const text = lines.join('\n') + '\n';
  fs.writeFileSync(path.join(RESULTS, `${OUT}-${kind}.txt`), text);
  console.log(text);
}

await main();
