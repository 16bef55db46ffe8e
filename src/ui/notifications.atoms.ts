/**
 * The stacked pop-up notifications (seed 000 sections 3, 4, 8, 9). Anything may call `notify`;
 * the one <Notifications/> in the root renders the list. Each closes after its duration
 * (default 60000 ms) or on its close button; on staff pages, success and information ones also
 * when the page changes (use-close-notices-on-page-change.ts).
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

export function clearNotifications(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  store.set(notificationsAtom, []);
}
