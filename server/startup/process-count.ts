/**
 * How many server processes to run. On PostgreSQL, WEB_CONCURRENCY of them (every core when it is
 * not set), sharing one port; the job queue's leases let each run a worker safely. The embedded
 * database lives inside one process, so with it there is always exactly one, and the reason is
 * given when more were asked for.
 */
export interface ProcessPlan {
  count: number;
  /** Why fewer processes than asked for run; undefined when the plan is what was asked. */
  note?: string;
}

export function planProcesses(input: {
  webConcurrency: string | undefined;
  usesPostgres: boolean;
  cores: number;
}): ProcessPlan {
  const asked =
    input.webConcurrency === undefined || input.webConcurrency === '' ? undefined : Number(input.webConcurrency);
  if (asked !== undefined && (!Number.isInteger(asked) || asked < 1)) {
    throw new Error(
      `WEB_CONCURRENCY must be a whole number of processes, 1 or more (it is "${input.webConcurrency}").`,
    );
  }
  if (!input.usesPostgres) {
    return asked !== undefined && asked > 1
      ? {
          count: 1,
          note: `WEB_CONCURRENCY=${asked} ignored: the embedded database runs inside one process. Set DATABASE_URL to a PostgreSQL server to run several.`,
        }
      : { count: 1 };
  }
  return { count: asked ?? Math.max(1, input.cores) };
}
