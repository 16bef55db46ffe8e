/**
 * Whose entries the outbox holds. Every entry is stamped with the signed-in user's id when it is
 * queued (a Dexie `creating` hook, so every writer is covered), and the sync loop sends only the
 * current user's entries: another user signing in on the same device never sends the previous
 * user's answers with their token. Entries of another user wait for their owner (or for a
 * confirmed sign-out that deletes them).
 */
import type { OfflineDb, OutboxEntry } from './db.ts';

const stamped = new WeakSet<OfflineDb>();

/** Installs the stamp once per connection; `currentUserId` is read at the moment of queueing. */
export function stampOutboxOwner(db: OfflineDb, currentUserId: () => number | undefined): void {
  if (stamped.has(db)) return;
  stamped.add(db);
  db.outbox.hook('creating', (_key, entry: OutboxEntry) => {
    if (entry.ownerId === undefined) {
      const userId = currentUserId();
      if (userId !== undefined) entry.ownerId = userId;
    }
  });
}

/**
 * May `userId` send this entry? Entries stamped with another user never; unstamped entries (queued
 * before stamping existed) only when `unstampedOwner` (who last drained this browser) is this user
 * or unknown.
 */
export function belongsTo(entry: Pick<OutboxEntry, 'ownerId'>, userId: number, unstampedOwner?: number): boolean {
  if (entry.ownerId !== undefined) return entry.ownerId === userId;
  return unstampedOwner === undefined || unstampedOwner === userId;
}
