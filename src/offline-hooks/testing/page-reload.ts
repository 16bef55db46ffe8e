/**
 * The first half of a reload for component tests (D354, D364): the page goes (its screen, its hold
 * on the attempts it opened, its database connection). The test then calls vi.resetModules() (the
 * page's memory gone; the call in the test file is what puts it in the isolated project,
 * vitest.config.ts) and loads the next page's modules over the same IndexedDB and sessionStorage.
 * The modules are imported here at the moment of the call, so they are the current page's.
 */
import { cleanup } from '@testing-library/react';

/** The page goes, as a reload ends it. */
export async function closePage(): Promise<void> {
  cleanup();
  const { claimOnce } = await import('../../offline/attempt-lock.ts');
  const { getOfflineDb } = await import('../../offline/db.ts');
  const db = getOfflineDb();
  for (const { attemptId } of await db.attempts.toArray()) (await claimOnce(attemptId)).release();
  db.close({ disableAutoOpen: false });
}
