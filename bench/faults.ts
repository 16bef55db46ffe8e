/* eslint-disable @typescript-eslint/no-explicit-any -- a benchmark script reading loosely typed JSON answers of many endpoints */
// Crash safety: start the real server, fire writes at it, kill it with SIGKILL at a random
// moment, check invariants in SQL on the data it left, restart, let the clients retry what was
// never acknowledged (same Idempotency-Key, as the offline engine does), and go again.
//   node --import tsx bench/faults.ts [--cycles 200] [--backend pglite|postgres|both]
// PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432); a fresh database is made.
//
// Writers per cycle (each a loop of requests until the kill):
// - candidates: sign up, apply by link (tracker create with a key), start an attempt, answer
//   items with new revisions (each with its own key), submit some attempts;
// - the owner (when the bulk endpoints exist): bulk-reject a batch of applications with a unique
//   note, then recover them one by one.
// Invariants checked after every kill (SQL on the data folder / database as the crash left it):
//   1. every answer the server acknowledged is stored with at least that revision;
//   2. no answer without its attempt, no attempt without its application;
//   3. a submitted attempt holds exactly answer_count answers;
//   4. at most one application per candidate per requisition (a retried apply never duplicates);
//   5. a bulk reject is all or nothing: its events (one per application, in its transaction) number 0 or the batch size;
//   6. uploads (when resumes exist): every stored file has its row and every row its file;
//   7. idempotency keys: a stored response has a status; keys still in progress are only those a
//      request was inside when the process died (they are taken over after a minute).
// After the last cycle every unacknowledged request is retried until it gets an answer, and 1 and
// 4 are checked again, with "everything the clients sent is on the server" added.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from '../server/db/database.ts';
import { canonicalAnswersText } from '../contracts/user-response.ts';
import { freePort, root } from './support/server.mjs';

const { values: args } = parseArgs({
  options: { cycles: { type: 'string', default: '200' }, backend: { type: 'string', default: 'both' }, seed: { type: 'string', default: '42' } },
});
const CYCLES = Number(args.cycles);
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const OPEN_JOB = '11111111-1111-4111-8111-111111111111';
const PASSWORD = 'Faults-test-1';

let state = Number(args.seed) >>> 0;
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

interface Pending {
  method: string;
  path: string;
  body: unknown;
  key: string;
  token: () => string;
  onOk?: (data: unknown) => void;
  /** Signs in again when the access token (15 minutes) has expired during a long run. */
  renew?: () => Promise<void>;
}

interface Candidate {
  email: string;
  token: string;
  userId?: number;
  refId?: string;
  attemptId?: string;
  activityId?: number;
  revisions: Map<string, number>;
  acknowledged: Map<string, number>;
  submitted: boolean;
  /** An apply was sent and not yet answered: it is retried with its key, never sent anew. */
  applying?: boolean;
  /** One writer at a time per candidate, as one browser tab would. */
  busy?: boolean;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]));
}

class Backend {
  server?: ChildProcess;
  base = '';
  startedAt = 0;
  constructor(
    readonly label: string,
    readonly env: Record<string, string>,
    readonly dataDir: string,
    readonly openDb: () => Promise<{ db: Db; close(): Promise<void> }>,
  ) {}

  async start(): Promise<void> {
    const port = await freePort();
    this.startedAt = Date.now();
    this.base = `http://127.0.0.1:${port}`;
    this.server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: this.dataDir, RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'silent', ...this.env },
      stdio: 'ignore',
    });
    const started = Date.now();
    for (;;) {
      try {
        if ((await fetch(`${this.base}/api/openapi.json`)).ok) return;
      } catch {
        // not yet
      }
      if (this.server.exitCode !== null || this.server.signalCode !== null) throw new Error(`${this.label}: the server exited on start (code ${this.server.exitCode})`);
      if (Date.now() - started > 120_000) throw new Error(`${this.label}: no answer within 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async kill(): Promise<void> {
    const server = this.server;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }
}

async function call(base: string, method: string, path: string, body: unknown, token?: string, key?: string): Promise<{ status: number; json: any }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: base };
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = key;
  const response = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

function answersHash(answers: Map<string, number>): string {
  const text = canonicalAnswersText([...answers.entries()].map(([item_id, value]) => ({ item_id, value })));
  return createHash('sha256').update(text).digest('hex');
}

/** Real item ids of the personality questionnaire, so scoring at submission sees its own items. */
let itemIds: string[] = [];

async function run(backend: Backend) {
  const candidates: Candidate[] = [];
  const pending: Pending[] = [];
  const violations: string[] = [];
  const bulkBatches: { note: string; size: number }[] = [];
  let acknowledgedWrites = 0;
  let retriedWrites = 0;
  let killsMidRequest = 0;
  const timings: number[] = [];

  /** Sends a keyed write; on any failure it stays pending and is retried after the restart. */
  async function keyed(p: Pending): Promise<boolean> {
    try {
      const res = await call(backend.base, p.method, p.path, p.body, p.token(), p.key);
      if (res.status >= 200 && res.status < 300) {
        acknowledgedWrites += 1;
        p.onOk?.(res.json?.data);
        return true;
      }
      if (res.status === 503 || res.status >= 500) throw new Error(`retryable ${res.status}`);
      if (res.status === 401 && p.renew) {
        await p.renew();
        throw new Error('token renewed');
      }
      violations.push(`${p.method} ${p.path} answered ${res.status}: ${JSON.stringify(res.json)}`);
      return true;
    } catch {
      killsMidRequest += 1;
      pending.push(p);
      return false;
    }
  }

  async function retryPending(untilEmpty: boolean) {
    const deadline = Date.now() + (untilEmpty ? 120_000 : 3_000);
    while (pending.length > 0 && Date.now() < deadline) {
      const batch = pending.splice(0);
      for (const p of batch) {
        retriedWrites += 1;
        const before = pending.length;
        await keyed(p);
        if (pending.length > before) await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  async function signIn(c: Candidate) {
    const res = await call(backend.base, 'POST', '/auth/v1/login/', { email: c.email, password: PASSWORD });
    if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
    c.token = res.json.data.token ?? res.json.data.access;
    c.userId = res.json.data.user?.user_id ?? c.userId;
  }

  /** Candidates are made before the first kill (argon2 sign-ups are not the writes under test); access tokens outlive restarts. */
  async function makeCandidates(n: number) {
    for (let i = 0; i < n; i += 1) {
      const c: Candidate = { email: `fault-${randomUUID()}@faults.test`, token: '', revisions: new Map(), acknowledged: new Map(), submitted: false };
      const created = await call(backend.base, 'POST', '/auth/v1/create/', { first_name: 'Fault', last_name: 'Test', email: c.email, password: PASSWORD, password_confirmation: PASSWORD });
      if (created.status !== 200) throw new Error(`sign-up ${created.status}`);
      await signIn(c);
      const me = await call(backend.base, 'GET', '/auth/v1/', undefined, c.token);
      c.userId = me.json.data.user_id;
      candidates.push(c);
    }
  }

  async function candidateLoop(stop: { stopped: boolean }) {
    while (!stop.stopped) {
      const open = candidates.filter((x) => !x.submitted && !x.busy);
      const c = open[Math.floor(random() * open.length)];
      if (!c) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      const cand = c;
      c.busy = true;
      try {
        if (!c.refId) {
          if (c.applying) {
            await new Promise((resolve) => setTimeout(resolve, 20));
            continue;
          }
          c.applying = true;
          await keyed({
            method: 'POST',
            path: `/user/v1/progress-tracker/user/${c.userId}/`,
            body: { job_uuid: OPEN_JOB },
            key: randomUUID(),
            token: () => cand.token,
            renew: () => signIn(cand),
            onOk: (data: any) => (cand.refId = data?.ref_id),
          });
          continue;
        }
        if (!c.attemptId) {
          const detail = await call(backend.base, 'GET', `/user/v1/progress-tracker/${c.refId}/`, undefined, c.token);
          const activity = detail.json.data.steps.flatMap((s: any) => s.activities).find((a: any) => a.activity_type === 'assessment');
          if (itemIds.length === 0) {
            const content = await call(backend.base, 'GET', `/user-response/v1/assessment-content/${activity.asmt_id}/`, undefined, c.token);
            itemIds = content.json.data.sections.flatMap((s: any) => s.items).filter((i: any) => !i.is_practice).slice(0, 8).map((i: any) => i.item_id);
          }
          c.activityId = activity.job_step_activity_id;
          c.attemptId = randomUUID();
          await keyed({
            method: 'POST',
            path: '/user-response/v1/set-start-time/',
            body: { ref_id: c.refId, job_step_activity_id: c.activityId, attempt_id: c.attemptId, started_at: new Date().toISOString() },
            key: randomUUID(),
            token: () => cand.token,
            renew: () => signIn(cand),
          });
          continue;
        }
        // Like the app's outbox, the submit goes only after every answer of the attempt was acknowledged.
        const hasPending = pending.some((p) => (p.body as { attempt_id?: string } | undefined)?.attempt_id === c.attemptId);
        if (c.revisions.size >= 6 && !hasPending && random() < 0.15) {
          const answers = new Map([...c.revisions.keys()].map((item) => [item, valueOf(item, cand.revisions.get(item)!)]));
          const body = { ref_id: c.refId, job_step_activity_id: c.activityId, attempt_id: c.attemptId, answer_count: answers.size, answers_hash: answersHash(answers) };
          c.submitted = true;
          await keyed({ method: 'POST', path: '/user-response/v1/assessment-answers/submit/', body, key: randomUUID(), token: () => cand.token });
          continue;
        }
        const item = itemIds[Math.floor(random() * itemIds.length)]!;
        const revision = (c.revisions.get(item) ?? 0) + 1;
        c.revisions.set(item, revision);
        const started = performance.now();
        await keyed({
          method: 'POST',
          path: '/user-response/v1/assessment-answers/',
          body: { ref_id: c.refId, job_step_activity_id: c.activityId, attempt_id: c.attemptId, item_id: item, value: valueOf(item, revision), revision, answered_at: new Date().toISOString() },
          key: randomUUID(),
          token: () => cand.token,
            renew: () => signIn(cand),
          onOk: () => cand.acknowledged.set(item, Math.max(cand.acknowledged.get(item) ?? 0, revision)),
        });
        timings.push(performance.now() - started);
      } catch (error) {
        if (process.env.FAULTS_DEBUG) console.error('writer:', (error as Error).message);
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        c.busy = false;
      }
    }
  }

  async function checkInvariants(cycle: number, final: boolean) {
    const { db, close } = await backend.openDb();
    try {
      const fail = (what: string) => violations.push(`cycle ${cycle}: ${what}`);
      for (const c of candidates) {
        if (!c.attemptId) continue;
        const rows = await db.selectFrom('user_answers').select(['item_id', 'revision']).where('attempt_id', '=', c.attemptId).execute();
        const held = new Map(rows.map((r) => [r.item_id, r.revision]));
        for (const [item, revision] of c.acknowledged) {
          if ((held.get(item) ?? 0) < revision) fail(`acknowledged answer ${c.attemptId}/${item} r${revision} not stored (holds ${held.get(item) ?? 'nothing'})`);
        }
        if (final) {
          for (const [item, revision] of c.revisions) {
            if ((held.get(item) ?? 0) < revision && !c.submitted) fail(`answer ${c.attemptId}/${item} r${revision} never reached the server`);
          }
        }
      }
      const count = async (query: string) => Number(((await sql.raw(query).execute(db)).rows[0] as { n: string }).n);
      const orphans = await count('select count(*) as n from user_answers a left join user_attempts t on t.attempt_id = a.attempt_id where t.attempt_id is null');
      if (orphans) fail(`${orphans} answers without their attempt`);
      const orphanAttempts = await count('select count(*) as n from user_attempts a left join user_trackers t on t.ref_id = a.ref_id where t.ref_id is null');
      if (orphanAttempts) fail(`${orphanAttempts} attempts without their application`);
      const badSubmits = await count(
        'select count(*) as n from user_attempts a where a.submitted_at is not null and a.answer_count <> (select count(*) from user_answers x where x.attempt_id = a.attempt_id)',
      );
      if (badSubmits) fail(`${badSubmits} submitted attempts whose answers differ from answer_count`);
      const duplicates = await count(
        "select count(*) as n from (select user_id, job_id from user_trackers t join users u using (user_id) where u.email like 'fault-%' group by user_id, job_id having count(*) > 1) d",
      );
      if (duplicates) fail(`${duplicates} candidates with two applications to one requisition`);
      const noStatus = await count('select count(*) as n from idempotency_keys where response_body is not null and status_code is null');
      if (noStatus) fail(`${noStatus} idempotency keys with a body but no status`);
      for (const batch of bulkBatches) {
        // Recovering clears the note on the application, so count the bulk action's own events,
        // written in its transaction: one per application, or none.
        const n = await count(`select count(*) as n from job_events where kind = 'rejected' and details->>'reason_note' = '${batch.note}'`);
        if (n !== 0 && n !== batch.size) fail(`bulk reject ${batch.note} half applied: ${n} of ${batch.size} events`);
      }
      const hasResumes = await count("select count(*) as n from information_schema.tables where table_name = 'resumes'");
      if (hasResumes) {
        const rows = (await sql.raw('select storage_path from resumes').execute(db)).rows as { storage_path: string }[];
        const named = new Set(rows.map((r) => r.storage_path));
        for (const stored of named) if (!existsSync(join(backend.dataDir, stored))) fail(`resume row ${stored} has no file`);
        // Files no row names: a crash between a replacement's commit and the old file's removal
        // (or between writing a file and its row) may leave one; the start-up sweep removes those
        // older than a minute. So a file that was already an orphan at the previous check, and
        // was over a minute old when the server last started, is a leak.
        const orphans = new Map<string, number>();
        for (const file of listFiles(join(backend.dataDir, 'uploads', 'resumes'))) {
          const relative = file.slice(backend.dataDir.length + 1);
          if (named.has(relative)) continue;
          const mtime = statSync(file).mtimeMs;
          orphans.set(relative, mtime);
          if (previousOrphans.has(relative) && mtime < backend.startedAt - 60_000) fail(`upload ${relative} has no row and survived the sweep`);
        }
        previousOrphans = orphans;
      }
    } finally {
      await close();
    }
  }

  async function ownerBulkLoop(stop: { stopped: boolean }) {
    // Only when the bulk endpoint exists (issue 6).
    const spec = await call(backend.base, 'GET', '/openapi.json', undefined).catch(() => undefined);
    if (!spec?.json?.paths?.['/api/smartreq/v1/bulk-reject-applicants/']) return;
    while (!stop.stopped) {
      try {
        const login = await call(backend.base, 'POST', '/auth/v1/login/', { email: 'owner@demo-company.test', password: 'Assay-demo-1' });
        const token = login.json.data.token as string;
        const reasons = await call(backend.base, 'GET', '/smartreq/v1/rejection-reasons/', undefined, token);
        const reason = reasons.json.data.find((r: any) => r.rejection_type === 'company');
        const list = await call(backend.base, 'GET', '/smartreq/v1/applicants/1/?page_size=25&status=active', undefined, token);
        const rows = list.json.data.data as any[];
        const refIds = rows.slice(0, 5).map((r: any) => r.ref_id);
        if (refIds.length < 2) return;
        const note = `fault-${randomUUID()}`;
        bulkBatches.push({ note, size: refIds.length });
        await keyed({ method: 'POST', path: '/smartreq/v1/bulk-reject-applicants/', body: { ref_ids: refIds, rejection_reason_id: reason.rejection_reason_id, reason_note: note }, key: randomUUID(), token: () => token });
        for (const row of rows.slice(0, 5)) {
          await call(backend.base, 'POST', `/smartreq/v1/user-smartreq/${row.user_smartreq_id}/recover/`, {}, token, randomUUID());
        }
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  /** Resumes: a small real PDF, replaced again and again (the replace path removes the old file after its commit). */
  async function uploadLoop(stop: { stopped: boolean }) {
    const spec = await call(backend.base, 'GET', '/openapi.json', undefined).catch(() => undefined);
    if (!spec?.json?.paths?.['/api/resume/v1/']) return;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    while (!stop.stopped) {
      const c = candidates[Math.floor(random() * candidates.length)];
      if (!c) return;
      try {
        const form = new FormData();
        form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'resume.pdf');
        const response = await fetch(`${backend.base}/api/resume/v1/`, { method: 'POST', headers: { authorization: `Bearer ${c.token}`, origin: backend.base }, body: form, signal: AbortSignal.timeout(20_000) });
        await response.arrayBuffer();
        if (response.ok) uploads += 1;
        else if (response.status === 401) await signIn(c);
        else if (response.status < 500) violations.push(`resume upload answered ${response.status}`);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  let uploads = 0;
  let reported = 0;
  let previousOrphans = new Map<string, number>();
  const started = Date.now();
  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    await backend.start();
    if (cycle === 1) await makeCandidates(12);
    // More candidates join as earlier ones submit, so every cycle has writers.
    if (candidates.filter((c) => !c.submitted).length < 6) await makeCandidates(6);
    await retryPending(false);
    const stop = { stopped: false };
    const writers = [candidateLoop(stop), candidateLoop(stop), candidateLoop(stop), ownerBulkLoop(stop), uploadLoop(stop)];
    await new Promise((resolve) => setTimeout(resolve, 300 + random() * 2500));
    await backend.kill();
    stop.stopped = true;
    await Promise.allSettled(writers);
    await checkInvariants(cycle, false);
    if (cycle % 20 === 0) {
      console.log(`${backend.label}: ${cycle} cycles, ${acknowledgedWrites} acknowledged writes, ${pending.length} pending, ${violations.length} violations`);
      for (const v of violations.slice(reported)) console.log(`  violation: ${v}`);
      reported = violations.length;
    }
  }
  // Final: restart, retry everything until answered, check again.
  await backend.start();
  await retryPending(true);
  await backend.kill();
  await checkInvariants(CYCLES + 1, true);
  return {
    cycles: CYCLES,
    seconds: Math.round((Date.now() - started) / 1000),
    candidates: candidates.length,
    acknowledgedWrites,
    retriedWrites,
    requestsCutByKill: killsMidRequest,
    bulkBatches: bulkBatches.length,
    uploads,
    unansweredAtEnd: pending.length,
    violations,
  };
}

function valueOf(item: string, revision: number): number {
  return ((item.length + revision) % 5) + 1;
}

async function main() {
  console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}; ${CYCLES} cycles per backend`);
  const results: Record<string, unknown> = {};
  if (args.backend !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'assay-faults-pglite-'));
    const backend = new Backend('PGlite', {}, dataDir, async () => {
      const opened = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
      return { db: opened.db, close: opened.close };
    });
    try {
      results.PGlite = await run(backend);
    } finally {
      await backend.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (args.backend !== 'pglite') {
    const name = `assay_faults_${process.pid}`;
    const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
    try {
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = `${PG_SERVER}/${name}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'assay-faults-pg-'));
      const backend = new Backend('PostgreSQL', { DATABASE_URL: url }, dataDir, async () => {
        const opened = await openDatabase({ databaseUrl: url });
        return { db: opened.db, close: opened.close };
      });
      try {
        results.PostgreSQL = await run(backend);
      } finally {
        await backend.kill();
        rmSync(dataDir, { recursive: true, force: true });
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    } catch (error) {
      console.log(`PostgreSQL half skipped: ${(error as Error).message}`);
    } finally {
      await admin.end().catch(() => undefined);
    }
  }
  console.log(JSON.stringify(results, null, 2));
  const bad = Object.values(results).some((r) => (r as { violations: string[] }).violations.length > 0);
  process.exit(bad ? 1 : 0);
}

await main();
