/**
 * Whether a route's loader should read only what the device holds: the browser says it is offline,
 * or the query cache's online state does (a fetch that failed for want of a network sets it before
 * the browser's event comes). A loader that waited for the network then would never finish (D224).
 */
import { onlineManager } from '@tanstack/react-query';

export const isOffline = (): boolean =>
  !onlineManager.isOnline() || (typeof navigator !== 'undefined' && !navigator.onLine);
