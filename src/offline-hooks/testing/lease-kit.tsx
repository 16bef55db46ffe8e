/**
 * What the candidate screens' one-writer tests (offline promise 10) share, the app's side of
 * server/test/lease-kit.ts: the server's lease answers, a fetch stub that records every request,
 * the screen rendered as the app renders it (Lingui, TanStack Query, a router), and draining the
 * outbox with the real sync loop and sender. Only the network (fetch) is faked.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { renderInApp as renderWithApp } from '../../testing/render-in-app.tsx';
import { getOfflineDb } from '../../offline/db.ts';
import { sendEntry } from '../../offline/send.ts';
import { setStorageTrouble } from '../../offline/storage-trouble.ts';
import { SyncLoop } from '../../offline/sync-loop.ts';
import type { Readiness } from '../../offline/offline-readiness.ts';
import { KnownReadinessContext } from '../../ui/offline-readiness/offline-ready-gate.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's refusal while another device holds the activity. */
export const LEASED = {
  code: 'attempt_leased',
  message: 'This attempt is open on another device.',
  errors: [
    { prop: 'last_active_at', message: '2026-11-21T10:00:00.000Z' },
    { prop: 'lease_expires_at', message: '2026-11-21T10:01:30.000Z' },
  ],
};

/** The server's answer to a heartbeat or a take-over that this device now holds the activity. */
export const LEASE_HELD = {
  data: { lease_expires_at: '2026-11-21T10:03:30.000Z', lease_ms: 90_000, taken_over_at: null },
};

export const LEASE_PATH = {
  heartbeat: '/api/user-response/v1/activity-lease/heartbeat/',
  takeOver: '/api/user-response/v1/activity-lease/take-over/',
};

export interface SentRequest<Body = unknown> {
  method: string;
  path: string;
  /** The Idempotency-Key header, null without one. */
  key: string | null;
  body: Body | undefined;
}

/**
 * Stubs fetch: every request is recorded in `sent`, then answered by `reply`, or with a 404 when
 * `reply` has no answer for it. Undo with vi.unstubAllGlobals().
 */
export function stubFetch<Body = unknown>(
  sent: SentRequest<Body>[],
  reply: (request: SentRequest<Body>) => Response | Promise<Response> | undefined,
): void {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const request: SentRequest<Body> = {
      method: init.method ?? 'GET',
      path: new URL(input, 'http://localhost').pathname,
      key: headers['Idempotency-Key'] ?? null,
      body: init.body ? (JSON.parse(String(init.body)) as Body) : undefined,
    };
    sent.push(request);
    return (await reply(request)) ?? json(404, { code: 'not_found', message: 'Not found' });
  });
}

/**
 * The server's answers every screen answered item by item asks for: the lease held by this device,
 * the attempt's start, and each answer applied; undefined for anything else (the screen's content).
 */
export function answerServer({ path, body }: SentRequest): Response | undefined {
  if (path === LEASE_PATH.heartbeat || path === LEASE_PATH.takeOver) return json(200, LEASE_HELD);
  if (path === '/api/user-response/v1/set-start-time/')
    return json(200, { data: { attempt_id: (body as { attempt_id: string }).attempt_id, server_started_at: '' } });
  if (path === '/api/user-response/v1/assessment-answers/') {
    const { item_id, revision } = body as { item_id: string; revision: number };
    return json(200, { data: { item_id, revision, applied: true, synced_late: false } });
  }
  return undefined;
}

/** Renders `Screen` as the app's root route, with English messages and a query client that does not retry. */
/** A device ready to go on offline: a timed start opens at once. */
const READY: Readiness = { status: 'ready' };

export function renderInApp(Screen: () => ReactNode): void {
  renderWithApp(Screen, { wrap: (app) => <KnownReadinessContext value={READY}>{app}</KnownReadinessContext> });
}

/** What the started sync loop would do on requestSync(): send what is queued with the real sender. */
export const drainOutbox = () =>
  new SyncLoop({ db: getOfflineDb(), send: sendEntry, random: () => 0 }).drain({ force: true });

/**
 * Ends a full-disk case (src/offline/testing/full-disk.ts): the screen goes, the disk takes writes
 * again and what the page held goes back on disk and out, so the next case starts without trouble.
 */
export async function endFullDiskCase(disk: { full: boolean; restore(): void }): Promise<void> {
  cleanup();
  disk.full = false;
  await drainOutbox();
  disk.restore();
  vi.unstubAllGlobals();
  setStorageTrouble({ refused: false, unsent: 0, kept: [], keptFiles: [] });
}
