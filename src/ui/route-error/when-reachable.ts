/**
 * Waits until a file of the app answers over the network, for a page whose code did not download.
 * The browser's "online" can come before requests go through again (a network still coming back,
 * a service worker whose network is not back yet): a reload at that moment fails the same way and
 * leaves the page on an error for good. So the page's own file is asked for, with growing pauses,
 * until any answer comes; only then is the page reloaded.
 */

/** The file a failed dynamic import or style-sheet preload names, as an absolute URL on this origin. */
export function failedFileUrl(message: string, origin = location.origin): string | undefined {
  const named = /(https?:\/\/\S+|\/\S+\.(?:m?js|css))\s*$/.exec(message)?.[1];
  const url = named ? new URL(named, origin) : undefined;
  return url?.origin === origin ? url.href : undefined;
}

const online = () =>
  navigator.onLine ? undefined : new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves to whether `url` answered with its file (true) or with an HTTP error (false: the
 * network works and the file is gone, as after a new version), once it answers at all. Stops
 * asking, unresolved, once `signal` aborts.
 */
export async function whenReachable(
  url: string,
  signal: AbortSignal,
  ask: (url: string) => Promise<{ ok: boolean }> = (file) => fetch(file, { cache: 'no-store' }),
  wait = pause,
): Promise<boolean> {
  for (let ms = 500; ; ms = Math.min(ms * 2, 15_000)) {
    await online();
    if (signal.aborted) break;
    const answer = await ask(url).catch(() => undefined);
    if (signal.aborted) break;
    if (answer) return answer.ok;
    await wait(ms);
  }
  return new Promise(() => undefined);
}
