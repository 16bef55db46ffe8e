/**
 * The loop every lease heartbeat runs (an attempt's, an activity submitted whole): beat now, again
 * after the delay the beat returns, never while the browser says it is offline, and at once when
 * the network returns. Returns the stop function, for an effect's clean-up.
 */
export function runHeartbeatLoop(beatOnce: () => Promise<number>): () => void {
  let live = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const beat = async () => {
    clearTimeout(timer);
    if (!live || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    const next = await beatOnce();
    if (live) timer = setTimeout(() => void beat(), next);
  };
  const onOnline = () => void beat();
  window.addEventListener('online', onOnline);
  void beat();
  return () => {
    live = false;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
  };
}
