/**
 * `promise`'s answer, or `fallback` if it fails or has not answered within `ms`. For browser calls
 * that may never answer: a storage permission with no prompt to show, an IndexedDB open held
 * by another tab, a cache lookup in a worker that is being replaced.
 */
export async function withinTime<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      promise.catch(() => fallback),
      new Promise<T>((resolve) => {
        timer = setTimeout(() => resolve(fallback), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
