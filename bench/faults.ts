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
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../server/db/database.ts';
import { canonicalAnswersText } from '../contracts/user-response.ts';
import { checkInvariants } from './support/fault-invariants.ts';
import { Backend, call, type Candidate, type Pending } from './support/fault-server.ts';
import { signUpOverHttp } from '../server/test/sign-up.ts';

const { values: args } = parseArgs({
  options: {
    cycles: { type: 'string', default: '200' },
    backend: { type: 'string', default: 'both' },
    seed: { type: 'string', default: '42' },
  },
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
      const c: Candidate = {
        email: `fault-${randomUUID()}@faults.test`,
        token: '',
        revisions: new Map(),
        acknowledged: new Map(),
        submitted: false,
      };
      const created = await signUpOverHttp(
        backend.base,
        { first_name: 'Fault', last_name: 'Test', email: c.email, password: PASSWORD, password_confirmation: PASSWORD },
        () => backend.output,
        { origin: backend.base },
      );
      if (created.status !== 201) throw new Error(`sign-up ${created.status}`);
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
          const activity = detail.json.data.steps
            .flatMap((s: any) => s.activities)
            .find((a: any) => a.activity_type === 'assessment');
          if (itemIds.length === 0) {
            const content = await call(
              backend.base,
              'GET',
              // The tracker's hiring form leaves out the items kept out of hiring (D291).
              `/user-response/v1/assessment-content/${activity.asmt_id}/?ref_id=${c.refId}`,
              undefined,
              c.token,
            );
            itemIds = content.json.data.sections
              .flatMap((s: any) => s.items)
              .filter((i: any) => !i.is_practice)
              .slice(0, 8)
              .map((i: any) => i.item_id);
          }
          c.activityId = activity.job_step_activity_id;
          c.attemptId = randomUUID();
          await keyed({
            method: 'POST',
            path: '/user-response/v1/set-start-time/',
            body: {
              ref_id: c.refId,
              job_step_activity_id: c.activityId,
              attempt_id: c.attemptId,
              started_at: new Date().toISOString(),
            },
            key: randomUUID(),
            token: () => cand.token,
            renew: () => signIn(cand),
          });
          continue;
        }
        // Like the app's outbox, the submit goes only after every answer of the attempt was acknowledged.
        const hasPending = pending.some(
          (p) => (p.body as { attempt_id?: string } | undefined)?.attempt_id === c.attemptId,
        );
        if (c.revisions.size >= 6 && !hasPending && random() < 0.15) {
          const answers = new Map(
            [...c.revisions.keys()].map((item) => [item, valueOf(item, cand.revisions.get(item)!)]),
          );
          const body = {
            ref_id: c.refId,
            job_step_activity_id: c.activityId,
            attempt_id: c.attemptId,
            answer_count: answers.size,
            answers_hash: answersHash(answers),
          };
          c.submitted = true;
          await keyed({
            method: 'POST',
            path: '/user-response/v1/assessment-answers/submit/',
            body,
            key: randomUUID(),
            token: () => cand.token,
          });
          continue;
        }
        const item = itemIds[Math.floor(random() * itemIds.length)]!;
        const revision = (c.revisions.get(item) ?? 0) + 1;
        c.revisions.set(item, revision);
        const started = performance.now();
        await keyed({
          method: 'POST',
          path: '/user-response/v1/assessment-answers/',
          body: {
            ref_id: c.refId,
            job_step_activity_id: c.activityId,
            attempt_id: c.attemptId,
            item_id: item,
            value: valueOf(item, revision),
            revision,
            answered_at: new Date().toISOString(),
          },
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

  async function checkAfterKill(cycle: number, final: boolean) {
    const { db, close } = await backend.openDb();
    try {
      const found = await checkInvariants(
        { db, candidates, bulkBatches, dataDir: backend.dataDir, startedAt: backend.startedAt, previousOrphans },
        cycle,
        final,
      );
      violations.push(...found.violations);
      previousOrphans = found.orphans;
    } finally {
      await close();
    }
  }

  async function ownerBulkLoop(stop: { stopped: boolean }) {
    // Only when the bulk endpoint exists.
    const spec = await call(backend.base, 'GET', '/openapi.json', undefined).catch(() => undefined);
    if (!spec?.json?.paths?.['/api/smartreq/v1/bulk-reject-applicants/']) return;
    while (!stop.stopped) {
      try {
        const login = await call(backend.base, 'POST', '/auth/v1/login/', {
          email: 'owner@demo-company.test',
          password: 'Assay-demo-1',
        });
        const token = login.json.data.token as string;
        const reasons = await call(backend.base, 'GET', '/smartreq/v1/rejection-reasons/', undefined, token);
        const reason = reasons.json.data.find((r: any) => r.rejection_type === 'company');
        const list = await call(
          backend.base,
          'GET',
          '/smartreq/v1/applicants/1/?page_size=25&status=active',
          undefined,
          token,
        );
        const rows = list.json.data.data as any[];
        const refIds = rows.slice(0, 5).map((r: any) => r.ref_id);
        if (refIds.length < 2) return;
        const note = `fault-${randomUUID()}`;
        bulkBatches.push({ note, size: refIds.length });
        await keyed({
          method: 'POST',
          path: '/smartreq/v1/bulk-reject-applicants/',
          body: { ref_ids: refIds, rejection_reason_id: reason.rejection_reason_id, reason_note: note },
          key: randomUUID(),
          token: () => token,
        });
        for (const row of rows.slice(0, 5)) {
          await call(
            backend.base,
            'POST',
            `/smartreq/v1/user-smartreq/${row.user_smartreq_id}/recover/`,
            {},
            token,
            randomUUID(),
          );
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
        const response = await fetch(`${backend.base}/api/resume/v1/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${c.token}`, origin: backend.base },
          body: form,
          signal: AbortSignal.timeout(20_000),
        });
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
    const writers = [
      candidateLoop(stop),
      candidateLoop(stop),
      candidateLoop(stop),
      ownerBulkLoop(stop),
      uploadLoop(stop),
    ];
    await new Promise((resolve) => setTimeout(resolve, 300 + random() * 2500));
    await backend.kill();
    stop.stopped = true;
    await Promise.allSettled(writers);
    await checkAfterKill(cycle, false);
    if (cycle % 20 === 0) {
      console.log(
        `${backend.label}: ${cycle} cycles, ${acknowledgedWrites} acknowledged writes, ${pending.length} pending, ${violations.length} violations`,
      );
      for (const v of violations.slice(reported)) console.log(`  violation: ${v}`);
      reported = violations.length;
    }
  }
  // Final: restart, retry everything until answered, check again.
  await backend.start();
  await retryPending(true);
  await backend.kill();
  await checkAfterKill(CYCLES + 1, true);
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
  console.log(
    `machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}; ${CYCLES} cycles per backend`,
  );
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
