/**
 * How long a send that did not get through waits before the next try: the outbox's (sync-loop.ts),
 * and the upload queues' and direct sends' (upload-queue.ts, answer-files.ts, direct-answers.ts).
 */

const BASE_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 60_000;

/** Exponential backoff with "equal jitter": between half and all of min(cap, base * 2^(n-1)). */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
