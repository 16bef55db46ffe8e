// The invariants the crash-safety bench (bench/faults.ts) checks in SQL on the data a SIGKILL left.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database.ts';
import { listFiles, type Candidate } from './fault-server.ts';

export interface InvariantInputs {
  db: Db;
  candidates: readonly Candidate[];
  bulkBatches: readonly { note: string; size: number }[];
  dataDir: string;
  /** When the server last started: an orphan upload older than a minute before it should have been swept. */
  startedAt: number;
  /** Uploads without a row at the previous check (relative path -> mtime). */
  previousOrphans: ReadonlyMap<string, number>;
}

/** The violations found (empty when all hold) and the orphan uploads to compare with next time. */
export async function checkInvariants(
  { db, candidates, bulkBatches, dataDir, startedAt, previousOrphans }: InvariantInputs,
  cycle: number,
  final: boolean,
): Promise<{ violations: string[]; orphans: Map<string, number> }> {
  const violations: string[] = [];
  let orphanUploads = new Map(previousOrphans);
  const fail = (what: string) => violations.push(`cycle ${cycle}: ${what}`);
  for (const c of candidates) {
    if (!c.attemptId) continue;
    const rows = await db
      .selectFrom('user_answers')
      .select(['item_id', 'revision'])
      .where('attempt_id', '=', c.attemptId)
      .execute();
    const held = new Map(rows.map((r) => [r.item_id, r.revision]));
    for (const [item, revision] of c.acknowledged) {
      if ((held.get(item) ?? 0) < revision)
        fail(
          `acknowledged answer ${c.attemptId}/${item} r${revision} not stored (holds ${held.get(item) ?? 'nothing'})`,
        );
    }
    if (final) {
      for (const [item, revision] of c.revisions) {
        if ((held.get(item) ?? 0) < revision && !c.submitted)
          fail(`answer ${c.attemptId}/${item} r${revision} never reached the server`);
      }
    }
  }
  const count = async (query: string) => Number(((await sql.raw(query).execute(db)).rows[0] as { n: string }).n);
  const orphans = await count(
    'select count(*) as n from user_answers a left join user_attempts t on t.attempt_id = a.attempt_id where t.attempt_id is null',
  );
  if (orphans) fail(`${orphans} answers without their attempt`);
  const orphanAttempts = await count(
    'select count(*) as n from user_attempts a left join user_trackers t on t.ref_id = a.ref_id where t.ref_id is null',
  );
  if (orphanAttempts) fail(`${orphanAttempts} attempts without their application`);
  const badSubmits = await count(
    'select count(*) as n from user_attempts a where a.submitted_at is not null and a.answer_count <> (select count(*) from user_answers x where x.attempt_id = a.attempt_id)',
  );
  if (badSubmits) fail(`${badSubmits} submitted attempts whose answers differ from answer_count`);
  const duplicates = await count(
    "select count(*) as n from (select user_id, job_id from user_trackers t join users u using (user_id) where u.email like 'fault-%' group by user_id, job_id having count(*) > 1) d",
  );
  if (duplicates) fail(`${duplicates} candidates with two applications to one requisition`);
  const noStatus = await count(
    'select count(*) as n from idempotency_keys where response_body is not null and status_code is null',
  );
  if (noStatus) fail(`${noStatus} idempotency keys with a body but no status`);
  for (const batch of bulkBatches) {
    // Recovering clears the note on the application, so count the bulk action's own events,
    // written in its transaction: one per application, or none.
    const n = await count(
      `select count(*) as n from job_events where kind = 'rejected' and details->>'reason_note' = '${batch.note}'`,
    );
    if (n !== 0 && n !== batch.size) fail(`bulk reject ${batch.note} half applied: ${n} of ${batch.size} events`);
  }
  const hasResumes = await count("select count(*) as n from information_schema.tables where table_name = 'resumes'");
  if (hasResumes) {
    const rows = (await sql.raw('select storage_path from resumes').execute(db)).rows as { storage_path: string }[];
    const named = new Set(rows.map((r) => r.storage_path));
    for (const stored of named) if (!existsSync(join(dataDir, stored))) fail(`resume row ${stored} has no file`);
    // Files no row names: a crash between a replacement's commit and the old file's removal
    // (or between writing a file and its row) may leave one; the start-up sweep removes those
    // older than a minute. So a file that was already an orphan at the previous check, and
    // was over a minute old when the server last started, is a leak.
    const orphans = new Map<string, number>();
    for (const file of listFiles(join(dataDir, 'uploads', 'resumes'))) {
      const relative = file.slice(dataDir.length + 1);
      if (named.has(relative)) continue;
      const mtime = statSync(file).mtimeMs;
      orphans.set(relative, mtime);
      if (previousOrphans.has(relative) && mtime < startedAt - 60_000)
        fail(`upload ${relative} has no row and survived the sweep`);
    }
    orphanUploads = orphans;
  }
  return { violations, orphans: orphanUploads };
}
