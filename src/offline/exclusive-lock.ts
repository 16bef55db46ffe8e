/**
 * One task at a time per lock name across the browser: a Web Lock shared by every tab, or an
 * in-page lock where the browser has no Web Locks (the sync loop's one drain at a time, promise 10).
 */

// Where the browser has no Web Locks: one drain at a time within this page.
const pageLocks = new Map<string, Promise<unknown>>();

export function withExclusiveLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') return locks.request(name, () => task()) as Promise<T>;
  const previous = pageLocks.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => undefined);
  pageLocks.set(name, tail);
  void tail.then(() => {
    if (pageLocks.get(name) === tail) pageLocks.delete(name);
  });
  return run;
}
