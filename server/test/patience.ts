/**
 * The API tests' bounds (vitest.config.ts; the unit tests' are src/testing/patience-bounds.ts):
 * safety nets a passing test never reaches, never a time sized for a fast machine (D268).
 */
export const API_PATIENCE = {
  /** An API test on its own copy of the seeded database. */
  test: 120_000,
  /** A file's setup: the server, its database copy, outside services started on loopback. */
  hook: 240_000,
  /**
   * A test that builds or recounts a company's worth of data (the dashboard summaries, the bias
   * audit, the demo's facts, a backup taken during writes): about a minute on a quiet machine, and
   * four on one loaded at 20 (session 55), where a figure in the test itself had failed it.
   */
  heavy: 600_000,
  /** expect.poll on the server's side (a queued mail sent, a job finished). */
  wait: 60_000,
} as const;
