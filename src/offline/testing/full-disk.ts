/**
 * A full disk for component tests, as e2e/support/chaos/storage-full.ts makes it in the browser
 * (D302): while `full` is true, IndexedDB's `put` and `add` throw QuotaExceededError (reads and
 * deletes work). Installed on fake-indexeddb's IDBObjectStore, under Dexie and the app's own
 * middleware, as a browser's refusal is; `restore` puts the two methods back.
 */
export function installFullDisk(): { full: boolean; restore: () => void } {
  const store = IDBObjectStore.prototype;
  const writes = { put: store.put, add: store.add };
  const disk = {
    full: false,
    restore() {
      store.put = writes.put;
      store.add = writes.add;
    },
  };
  const refuseWhileFull = (write: (...args: unknown[]) => IDBRequest) =>
    function (this: IDBObjectStore, ...args: unknown[]) {
      if (disk.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return write.apply(this, args);
    };
  store.put = refuseWhileFull(writes.put as (...args: unknown[]) => IDBRequest) as typeof store.put;
  store.add = refuseWhileFull(writes.add as (...args: unknown[]) => IDBRequest) as typeof store.add;
  return disk;
}
