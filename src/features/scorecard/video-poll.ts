/**
 * The video download rule (seed 001 section 365; seed 002 section 117): try for a ready link up
 * to 10 times, 5000 ms apart; after 10 failed attempts fail with 'Max attempts reached'.
 */
export const VIDEO_POLL_ATTEMPTS = 10;
export const VIDEO_POLL_DELAY_MS = 5000;
export const MAX_ATTEMPTS_MESSAGE = 'Max attempts reached';

export async function pollForVideo<T>(
  attempt: () => Promise<T | undefined>,
  options: { attempts?: number; delayMs?: number; sleep?: (ms: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<T> {
  const attempts = options.attempts ?? VIDEO_POLL_ATTEMPTS;
  const delayMs = options.delayMs ?? VIDEO_POLL_DELAY_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let i = 1; i <= attempts; i++) {
    if (options.signal?.aborted) break;
    try {
      const found = await attempt();
      if (found !== undefined) return found;
    } catch {
      // A failed try counts as one attempt.
    }
    if (i < attempts) await sleep(delayMs);
  }
  throw new Error(MAX_ATTEMPTS_MESSAGE);
}
