// CPU time (user + system) of a process and all its descendants, read from /proc (Linux only).
// The server under WEB_CONCURRENCY=N is a primary with N worker children: the sum covers them all.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux architecture Node supports

function children(pid) {
  const found = [];
  let tasks = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const task of tasks) {
    try {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) found.push(...text.split(/\s+/).map(Number));
    } catch {
      // the thread ended meanwhile
    }
  }
  return found;
}

function ownTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name, which sits in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0;
  }
}

/** CPU milliseconds used so far by pid and every live descendant; undefined where /proc is missing. */
export function treeCpuMs(pid) {
  try {
    readFileSync(`/proc/${pid}/stat`);
  } catch {
    return undefined;
  }
  let ticks = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.pop();
    ticks += ownTicks(next);
    queue.push(...children(next));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU milliseconds used so far by the PostgreSQL backends serving one database: every live process
 * whose title (cmdline) names it ("postgres: 15/main: postgres assay_bench_1 127.0.0.1(...) idle").
 * Only a server on this machine is seen; a backend that ended meanwhile takes its time with it.
 * Autovacuum workers name the database too ("autovacuum worker assay_bench_1") but serve no request:
 * left out, or a fresh load's vacuum and analyze would land in the reads' figures.
 */
export function databaseBackendsCpuMs(database) {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `) && !title.includes('autovacuum worker'))
        ticks += ownTicks(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
