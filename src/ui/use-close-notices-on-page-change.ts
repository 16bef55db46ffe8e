/**
 * On staff pages, a success or an information notice is news about the page it was shown on: it
 * closes when the person moves to another page, unless it came in this short while before the move
 * (a save that then opens the saved thing tells its news on the next page). Errors and warnings
 * wait for their duration or the close button. Staff only: on a candidate's first screens every
 * byte counts (bench/budget.json), and a candidate's pages change less often.
 */
import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { store } from '../lib/store.ts';
import { dismissNotification, notificationsAtom, type NotificationType } from './notifications.atoms.ts';

export const PAGE_CHANGE_GRACE_MS = 2_000;
const CLOSED_BY_PAGE_CHANGE: readonly NotificationType[] = ['success', 'information'];

/** The person moved to another page: success and information notices read there close. */
export function closeOnPageChange(now = Date.now()): void {
  for (const n of store.get(notificationsAtom))
    if (CLOSED_BY_PAGE_CHANGE.includes(n.type) && now - n.shownAt >= PAGE_CHANGE_GRACE_MS) dismissNotification(n.id);
}

export function useCloseNoticesOnPageChange(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => closeOnPageChange(), [pathname]);
}
