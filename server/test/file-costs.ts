// With API_FILE_COSTS=<file> set, each API test file appends one JSON line there: its wall time
// from its first hook to its last, and how its worker spent it: the JS thread on a core, the JS
// thread ready but waiting for a core (a busy machine), the JS thread waiting on something (a
// timer, a socket, a child process: a core left to others), the worker's other threads, and the
// child processes it ended. The last two wait times do not depend on how busy the machine is, so
// a run beside other work still says which files leave a core idle (docs/testing.md).
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';

const out = process.env.API_FILE_COSTS;

interface Reading {
  wall: bigint;
  /** The JS thread's time on a core and waiting for one, in ns (/proc/<pid>/task/<pid>/schedstat). */
  run: number;
  queued: number;
  /** The worker's CPU, every thread, in µs. */
  cpu: number;
  /** CPU of the child processes the worker has reaped, in ticks of 10 ms (/proc/self/stat). */
  children: number;
}

function read(): Reading {
  const [run = 0, queued = 0] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ').map(Number);
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const usage = process.cpuUsage();
  return {
    wall: process.hrtime.bigint(),
    run,
    queued,
    cpu: usage.user + usage.system,
    children: Number(fields[13]) + Number(fields[14]),
  };
}

if (out) {
  let start: Reading;
  beforeAll(() => {
    start = read();
  });
  afterAll(() => {
    const end = read();
    const seconds = (ns: number) => Math.round(ns / 1e6) / 1000;
    const wall = Number(end.wall - start.wall);
    const run = end.run - start.run;
    const queued = end.queued - start.queued;
    const file = (expect.getState().testPath ?? '').replace(`${process.cwd()}/`, '');
    appendFileSync(
      out,
      `${JSON.stringify({
        file,
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        pid: process.pid,
        wall: seconds(wall),
        jsOnCore: seconds(run),
        jsQueued: seconds(queued),
        jsWaiting: seconds(wall - run - queued),
        otherThreads: seconds((end.cpu - start.cpu) * 1000 - run),
        children: (end.children - start.children) / 100,
      })}\n`,
    );
  });
}
