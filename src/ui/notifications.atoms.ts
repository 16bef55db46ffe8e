/**
 * The stacked pop-up notifications (seed 000 sections 3, 4, 8, 9). Anything may call `notify`;
 * the one <Notifications/> in the root renders the list. Each closes after its duration
 * (default 60000 ms) or on its close button; success and information ones also when the page
 * changes (closeOnPageChange).
 */
import type { ReactNode } from 'react';
import { atom, store } from '../lib/store.ts';

export const NOTIFICATION_TYPES = ['information', 'success', 'error', 'warning', 'custom'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const DEFAULT_NOTIFICATION_DURATION_MS = 60_000;

export interface NotificationInput {
  type: NotificationType;
  body: ReactNode;
  /** Standard types default to Information, Success, Error or Warning; custom brings its own. */
  title?: string;
  duration?: number;
  /** Custom only: an icon to show instead of the type's symbol, and extra CSS classes. */
  icon?: ReactNode;
  cssClasses?: string;
}

export interface AppNotification extends NotificationInput {
  id: string;
  duration: number;
  /** Date.now() when it was shown. */
  shownAt: number;
}

/**
 * A success or an information notice is news about the page it was shown on: it closes when the
 * person moves to another page, unless it came in this short while before the move (a save that
 * then opens the saved thing tells its news on the next page). Errors and warnings wait for their
 * duration or the close button.
 */
export const PAGE_CHANGE_GRACE_MS = 2_000;
const CLOSED_BY_PAGE_CHANGE: readonly NotificationType[] = ['success', 'information'];

export const notificationsAtom = atom<readonly AppNotification[]>([]);

let nextId = 1;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export function dismissNotification(id: string): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  store.set(notificationsAtom, (list) => list.filter((n) => n.id !== id));
}

/** Shows a notification and returns its id. An unknown type is a programming error: it throws. */
export function notify(input: NotificationInput): string {
  if (!(NOTIFICATION_TYPES as readonly string[]).includes(input.type)) {
    throw new Error(`Unknown notification type: ${String(input.type)}`);
  }
  const id = `notification-${nextId++}`;
  const duration = input.duration ?? DEFAULT_NOTIFICATION_DURATION_MS;
  store.set(notificationsAtom, (list) => [...list, { ...input, id, duration, shownAt: Date.now() }]);
  if (duration > 0 && Number.isFinite(duration)) {
    timers.set(
      id,
      setTimeout(() => dismissNotification(id), duration),
    );
  }
  return id;
}

/** The person moved to another page: success and information notices read there close. */
export function closeOnPageChange(now = Date.now()): void {
  for (const n of store.get(notificationsAtom))
    if (CLOSED_BY_PAGE_CHANGE.includes(n.type) && now - n.shownAt >= PAGE_CHANGE_GRACE_MS) dismissNotification(n.id);
}

export function clearNotifications(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  store.set(notificationsAtom, []);
}
