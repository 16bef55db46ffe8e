/**
 * One writer per attempt in this browser (promise 10): the first tab to open an attempt owns it
 * for the life of the page; other tabs get 'read-only' and say the attempt is open elsewhere.
 * The server's lease covers other devices.
 *
 * Web Locks do this exactly, and the browser frees the lock when the owning tab closes or
 * crashes. Without them, tabs ask each other over a BroadcastChannel: a claim waits briefly for
 * an owner to answer, and two simultaneous claims are settled by the smaller tab id.
 */

export type AttemptRole = 'owner' | 'read-only';

export interface AttemptClaim {
  role: AttemptRole;
  /** Gives up ownership (leaving the attempt); a no-op for a read-only claim. */
  release(): void;
}

export interface ClaimOptions {
  /** The browser edge, injectable for tests; defaults to navigator.locks. */
  locks?: LockManager | null;
  /** Defaults to the global BroadcastChannel. */
  createChannel?: (name: string) => BroadcastChannel;
  /** How long a claim waits for an owner to answer over the channel. */
  answerWindowMs?: number;
}

export const ATTEMPT_CHANNEL = 'assay-attempt-lock';

export function claimAttempt(attemptId: string, options: ClaimOptions = {}): Promise<AttemptClaim> {
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  if (locks) return claimWithWebLocks(locks, attemptId);
  return claimOverChannel(attemptId, options);
}

function browserLocks(): LockManager | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

function claimWithWebLocks(locks: LockManager, attemptId: string): Promise<AttemptClaim> {
  return new Promise((resolve, reject) => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    locks
      .request(`attempt:${attemptId}`, { ifAvailable: true }, async (lock) => {
        if (!lock) {
          resolve({ role: 'read-only', release: () => {} });
          return;
        }
        resolve({ role: 'owner', release });
        // The lock is held until this promise settles: for the life of the page, or release().
        await held;
      })
      .catch(reject);
  });
}

type ChannelMessage = { type: 'claim' | 'owned'; attemptId: string; tabId: string; to?: string };

function claimOverChannel(attemptId: string, options: ClaimOptions): Promise<AttemptClaim> {
  const create = options.createChannel ?? ((name: string) => new BroadcastChannel(name));
  if (typeof BroadcastChannel === 'undefined' && !options.createChannel) {
    // Nothing to coordinate with: a browser this old has no second tab to fear from us.
    return Promise.resolve({ role: 'owner', release: () => {} });
  }
  const channel = create(ATTEMPT_CHANNEL);
  const tabId = crypto.randomUUID();
  let state: 'claiming' | 'owner' | 'lost' = 'claiming';

  channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
    const message = event.data;
    if (!message || message.attemptId !== attemptId) return;
    if (message.type === 'owned' && message.to === tabId && state === 'claiming') state = 'lost';
    if (message.type !== 'claim') return;
    const wins = state === 'owner' || (state === 'claiming' && tabId < message.tabId);
    if (wins) channel.postMessage({ type: 'owned', attemptId, tabId, to: message.tabId } satisfies ChannelMessage);
    else if (state === 'claiming') state = 'lost';
  };
  channel.postMessage({ type: 'claim', attemptId, tabId } satisfies ChannelMessage);

  return new Promise((resolve) => {
    setTimeout(() => {
      if (state === 'lost') {
        channel.close();
        resolve({ role: 'read-only', release: () => {} });
        return;
      }
      state = 'owner';
      resolve({ role: 'owner', release: () => channel.close() });
    }, options.answerWindowMs ?? 150);
  });
}

const claims = new Map<string, Promise<AttemptClaim>>();

/**
 * One claim per attempt per page: a screen that asks again (the instruction screen claims before
 * navigating, the question screen on mount) gets the same answer, where a second Web Lock request
 * from the owning page would report 'read-only' against itself.
 */
export function claimOnce(attemptId: string, options?: ClaimOptions): Promise<AttemptClaim> {
  let claim = claims.get(attemptId);
  if (!claim) {
    claim = claimAttempt(attemptId, options);
    claims.set(attemptId, claim);
  }
  return claim;
}
