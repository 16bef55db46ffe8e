/**
 * The unit tests' bounds, in one place (vitest.config.ts, src/testing/patience.ts; the API tests'
 * are server/test/patience.ts, the journeys' PATIENCE in playwright.config.ts): safety nets a
 * passing test never reaches, never a time sized for a fast machine (D268). A test waits on what
 * it stands for; these only end one that would otherwise hang, with the state it was waiting for.
 */
export const UNIT_PATIENCE = {
  /** A unit test (happy-dom, fake IndexedDB). */
  test: 60_000,
  /** A wait inside a test: Testing Library's findBy and waitFor, vitest's expect.poll. */
  wait: 30_000,
} as const;

/** For vitest's `vi.waitFor`, whose own default is one second (Testing Library's waits are configured in src/testing/patience.ts). */
export const PATIENT = { timeout: UNIT_PATIENCE.wait } as const;
