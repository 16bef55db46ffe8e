/**
 * A database a benchmark may fill and throw away: PGlite (in memory, or in a temporary folder when
 * `onDisk`), or a scratch database on the PostgreSQL server that DATABASE_URL points to, created
 * here and dropped by `drop()`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../server/db/database.ts';

export async function scratchDatabase(
  label: string,
  options: { onDisk?: boolean } = {},
): Promise<OpenDatabase & { drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (!options.onDisk) return { ...(await openDatabase({})), drop: async () => {} };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `assay-bench-${label}-`));
    const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
    return { ...database, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `assay_bench_${label.replace(/\W/g, '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  return {
    ...database,
    drop: async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

/** The value at quantile q (0..1) of an ascending list. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Median, p95 and max of a list of timings, in ms rounded to 0.01. */
export function timingStats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => +ms.toFixed(2);
  return {
    median_ms: round(quantile(sorted, 0.5)),
    p95_ms: round(quantile(sorted, 0.95)),
    max_ms: round(sorted[sorted.length - 1]!),
  };
}
