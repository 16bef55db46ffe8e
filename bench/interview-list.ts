/**
 * The interviewer's own list (GET /interview/v1/my-interviews/, the "My interviews" and kiosk
 * "today" screens) for an interviewer on 10,000 interviews: the applications of
 * bench/generate-data.ts at scale 0.1 (10,000 over five companies), one interview activity per
 * requisition and one interview per application with this interviewer on a panel of two.
 * About three years of the past are done and scored (9,400), 300 are past or today and wait for
 * the score, 300 are upcoming. Through the real app (Fastify inject, auth and validation included);
 * the EXPLAIN ANALYZE of the list's query is saved under bench/results/.
 *
 *   node --import tsx bench/interview-list.ts                 # PGlite on disk
 *   DATABASE_URL=postgres://.../postgres node --import tsx bench/interview-list.ts
 *   RUNS=100 node --import tsx bench/interview-list.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { readConfig } from '../server/config.ts';
import { buildApp } from '../server/app.ts';
import type { Db } from '../server/db/database.ts';
import { createTokenSigner } from '../server/http/auth-context.ts';
import { loadOrCreateSecret } from '../server/http/server-secret.ts';
import { myInterviewsQuery } from '../server/modules/interview/index.ts';
import { generate } from './generate-data.ts';
import { scratchDatabase, timingStats } from './support/scratch-database.ts';

// The server's own keys are sealed at rest (D272): this bench's fresh database uses a key of its own.
process.env.ASSAY_SECRETS_KEY ??= Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');

const RUNS = Number(process.env.RUNS ?? 50);
const DONE = 9_400;
const TO_SCORE = 300;
const RESULTS = path.join(path.dirname(new URL(import.meta.url).pathname), 'results');

/** One interview per application; returns the interviewer's user id. */
async function prepare(db: Db): Promise<number> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`insert into job_step_activities (job_step_id, activity_type, title, settings)
    select distinct on (s.job_id) s.job_step_id, 'interview', 'Panel interview', '{"durationMinutes":60}'
      from job_steps s join jobs j on j.job_id = s.job_id where j.title like 'Bench requisition %'
     order by s.job_id, s.job_step_id`);
  await run(sql`create temporary table bench_interviews as
    select row_number() over (order by t.ref_id) as n, t.ref_id, t.user_id, j.account_id, a.job_step_activity_id
      from user_trackers t
      join jobs j on j.job_id = t.job_id
      join job_steps s on s.job_id = t.job_id
      join job_step_activities a on a.job_step_id = s.job_step_id and a.activity_type = 'interview'`);
  // Past and scored, every 2.5 hours back from now; past or today and waiting; upcoming, every 3 hours ahead.
  await run(sql`insert into interviews (account_id, purpose, job_step_activity_id, ref_id, participant_user_id, status, starts_at, ends_at, time_zone, updated_at)
    select account_id, 'interview', job_step_activity_id, ref_id, user_id,
           case when n <= ${DONE} then 'completed' when n <= ${DONE + TO_SCORE} then 'scheduled' else 'scheduled' end,
           case when n <= ${DONE} then now() - n * interval '150 minutes'
                when n <= ${DONE + TO_SCORE} then now() - (n - ${DONE}) * interval '1 hour'
                else now() + (n - ${DONE + TO_SCORE}) * interval '3 hours' end,
           null, 'Europe/Madrid', now()
      from bench_interviews`);
  await run(sql`update interviews set ends_at = starts_at + interval '1 hour'`);
  const interviewer = await sql<{ user_id: number; other: number }>`
    select min(ur.user_id) as user_id, max(ur.user_id) as other from user_roles ur join roles r on r.role_id = ur.role_id
     where r.account_id = (select min(account_id) from bench_interviews)`.execute(db);
  const { user_id: userId, other } = interviewer.rows[0]!;
  await run(sql`insert into interview_interviewers (interview_id, user_id)
    select i.interview_id, u.user_id from interviews i cross join (values (${userId}::int), (${other}::int)) u(user_id)
     where i.job_step_activity_id in (select job_step_activity_id from bench_interviews)`);
  await run(sql`insert into interview_evaluations (interview_id, interviewer_user_id, notes, recommendation, submitted_at)
    select i.interview_id, ii.user_id, 'Clear answers, good examples.', 'yes', case when i.status = 'completed' then i.starts_at + interval '70 minutes' end
      from interviews i join interview_interviewers ii on ii.interview_id = i.interview_id
     where i.status = 'completed' or (ii.user_id = ${userId} and i.interview_id % 3 = 0 and i.starts_at < now())`);
  await run(sql`analyze`);
  return userId;
}

async function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  const database = await scratchDatabase('interview_list', { onDisk: true });
  try {
    const t0 = performance.now();
    await generate(database.db, 0.1);
    const userId = await prepare(database.db);
    const preparedIn = (performance.now() - t0) / 1000;
    const counts = await sql<{
      n: string;
    }>`select count(*) as n from interview_interviewers where user_id = ${userId}`.execute(database.db);
    const app = await buildApp({
      db: database.db,
      config: {
        ...readConfig({ ...process.env, JOB_WORKER: '0', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' }),
        staticDir: undefined,
      },
      databaseKind: database.kind,
    });
    await app.ready();
    const token = await createTokenSigner(await loadOrCreateSecret(database.db, 'jwt_secret'), 3600).sign(userId);
    const times: number[] = [];
    let body:
      | {
          upcoming: unknown[];
          upcoming_total: number;
          to_score: unknown[];
          done: unknown[];
          done_total: number;
          today: unknown[];
        }
      | undefined;
    let bytes = 0;
    for (let i = 0; i < RUNS + 5; i++) {
      const started = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: '/api/interview/v1/my-interviews/',
        headers: { authorization: `Bearer ${token}` },
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`my-interviews answered ${res.statusCode}: ${res.body}`);
      if (i >= 5) times.push(ms);
      body = res.json().data;
      bytes = res.body.length;
    }
    await app.close();
    // The companies the interviewer is staff of, as the endpoint reads them from the signed-in user (D520).
    const companies = await database.db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
      .select('r.account_id')
      .where('ur.user_id', '=', userId)
      .execute();
    const compiled = myInterviewsQuery(
      database.db,
      userId,
      new Date(),
      companies.map((c) => c.account_id),
    ).compile();
    const plans = await database.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain analyze ${compiled.sql}`, [...compiled.parameters]),
    );
    fs.writeFileSync(
      path.join(RESULTS, `interview-list-plan-${database.kind}.txt`),
      plans.rows.map((r) => r['QUERY PLAN']).join('\n'),
    );
    console.log(
      JSON.stringify(
        {
          database: database.kind,
          interviews_of_interviewer: Number(counts.rows[0]!.n),
          prepared_in_s: +preparedIn.toFixed(1),
          answer: {
            upcoming: body!.upcoming.length,
            upcoming_total: body!.upcoming_total,
            to_score: body!.to_score.length,
            done: body!.done.length,
            done_total: body!.done_total,
            today: body!.today.length,
            bytes,
          },
          ...timingStats(times),
        },
        null,
        2,
      ),
    );
  } finally {
    await database.close();
    await database.drop();
  }
}

await main();
