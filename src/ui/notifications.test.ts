import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../lib/store.ts';
import {
  clearNotifications,
  DEFAULT_NOTIFICATION_DURATION_MS,
  dismissNotification,
  notificationsAtom,
  notify,
} from './notifications.atoms.ts';
import type { NotificationType } from './notifications.atoms.ts';
import { closeOnPageChange, PAGE_CHANGE_GRACE_MS } from './use-close-notices-on-page-change.ts';

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearNotifications();
    vi.useRealTimers();
  });

  it('given two notifications, when shown, then they stack in order', () => {
    notify({ type: 'success', body: 'Saved' });
    notify({ type: 'error', body: 'Failed' });
    expect(store.get(notificationsAtom).map((n) => n.body)).toEqual(['Saved', 'Failed']);
  });

  it('given a success and an error shown a while ago and a success shown just now, when the page changes, then only the old success closes', () => {
    notify({ type: 'success', body: 'Saved' });
    notify({ type: 'error', body: 'Failed' });
    notify({ type: 'information', body: 'Moved' });
    vi.advanceTimersByTime(PAGE_CHANGE_GRACE_MS);
    notify({ type: 'success', body: 'Created' });
    closeOnPageChange();
    expect(store.get(notificationsAtom).map((n) => n.body)).toEqual(['Failed', 'Created']);
    vi.advanceTimersByTime(PAGE_CHANGE_GRACE_MS);
    closeOnPageChange();
    expect(store.get(notificationsAtom).map((n) => n.body)).toEqual(['Failed']);
  });

  it('given no duration, when 60000 ms pass, then the notification closes by itself', () => {
    notify({ type: 'information', body: 'Hello' });
    expect(store.get(notificationsAtom)[0]?.duration).toBe(DEFAULT_NOTIFICATION_DURATION_MS);
    vi.advanceTimersByTime(59_999);
    expect(store.get(notificationsAtom)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.get(notificationsAtom)).toHaveLength(0);
  });

  it('given a custom notification with its own duration, title and classes, when shown, then those are kept', () => {
    notify({ type: 'custom', body: 'Uploading', title: 'Video', cssClasses: 'is-upload', duration: 5_000 });
    expect(store.get(notificationsAtom)[0]).toMatchObject({ title: 'Video', cssClasses: 'is-upload', duration: 5_000 });
    vi.advanceTimersByTime(5_000);
    expect(store.get(notificationsAtom)).toHaveLength(0);
  });

  it('given a shown notification, when its close button is used, then it goes away at once', () => {
    const id = notify({ type: 'warning', body: 'Careful' });
    dismissNotification(id);
    expect(store.get(notificationsAtom)).toHaveLength(0);
  });

  it('given an unknown type, when notify is called, then it throws', () => {
    expect(() => notify({ type: 'shout' as NotificationType, body: 'x' })).toThrow(/Unknown notification type/);
  });
});
