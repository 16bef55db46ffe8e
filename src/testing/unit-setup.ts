/**
 * The `unit` project's files share their worker's modules and window (vitest.config.ts, D254).
 * After each file, what it may have left in that window is put back as a fresh worker has it, so
 * the next file starts alike: rendered trees, timers, stubs, storage, databases, the document, the
 * app's shared stores. Work a file starts (loops, heartbeats, pending saves) is its own to stop,
 * in its own afterEach: a reset here would only hide it.
 */
import { afterAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { Dexie } from 'dexie';
import { queryClient } from '../lib/query-client.ts';
import { clearNotifications } from '../ui/notifications.atoms.ts';

const startUrl = location.href;
// A file starts with English active, as after a file before it (below): the first file of a worker
// found no language active, and Lingui's provider drew nothing until a test activated one.
i18n.loadAndActivate({ locale: 'en', messages: {} });

function deleteDatabase(name: string): Promise<unknown> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = resolve;
  });
}

afterAll(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // A test that says the browser is offline by defining navigator.onLine.
  if (Object.hasOwn(navigator, 'onLine')) delete (navigator as { onLine?: boolean }).onLine;
  // Some files set it for all their tests; elsewhere only act sets it, for its own duration.
  delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  queryClient.clear();
  clearNotifications();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  if (location.href !== startUrl) history.replaceState(null, '', startUrl);
  // Closed first (Dexie opens again on next use), so deleting waits for no one and Dexie does not
  // warn of it. `connections` is Dexie's list of the open databases (not in its typings).
  for (const db of (Dexie as unknown as { connections: Dexie[] }).connections) db.close({ disableAutoOpen: false });
  const databases = await indexedDB.databases();
  await Promise.all(databases.map(({ name }) => (name ? deleteDatabase(name) : undefined)));
});
