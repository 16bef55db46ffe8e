// What the lifecycle announces (D184): listeners in registration order, each once however often
// it registers (every app a test worker builds registers the same ones), until it is removed. The
// app is built, so its own listeners (the ATS results) hear these announcements too, as they would.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  announceActivityCompleted,
  announceProgressRecounted,
  onActivityCompleted,
  onProgressRecounted,
  type RecountTarget,
} from './activity-events.ts';

let t: TestApp;
let connection: Db;
beforeAll(async () => {
  t = await startTestApp();
  connection = t.db;
});
afterAll(async () => t?.close());

describe('the activity lifecycle’s announcements', () => {
  const refIds = { first: randomUUID(), later: randomUUID(), other: randomUUID(), failing: randomUUID() };
  it('given two listeners, one registered twice, when a completion is announced, then each runs once, in the order they registered, with the caller’s connection; once removed, they run no more', async () => {
    const heard: string[] = [];
    const first = async (db: Db, refId: string) => void heard.push(`first ${refId} ${db === connection}`);
    const second = async (db: Db, refId: string) => void heard.push(`second ${refId} ${db === connection}`);
    const removeFirst = onActivityCompleted(first);
    const removeSecond = onActivityCompleted(second);
    onActivityCompleted(first);
    try {
      await announceActivityCompleted(connection, refIds.first);
    } finally {
      removeFirst();
      removeSecond();
    }
    await announceActivityCompleted(connection, refIds.later);
    expect(heard).toEqual([`first ${refIds.first} true`, `second ${refIds.first} true`]);
  });

  it('given a listener of recounts, when a job’s trackers are recounted, then it hears the job, and a completion does not reach it', async () => {
    const heard: RecountTarget[] = [];
    const remove = onProgressRecounted(async (_db, target) => void heard.push(target));
    try {
      await announceActivityCompleted(connection, refIds.other);
      await announceProgressRecounted(connection, { jobId: 7 });
    } finally {
      remove();
    }
    expect(heard).toEqual([{ jobId: 7 }]);
  });

  it('given a listener that fails, when a completion is announced, then the announcement fails with it, so the caller’s transaction rolls back', async () => {
    const remove = onActivityCompleted(async () => {
      throw new Error('the ATS result could not be queued');
    });
    try {
      await expect(announceActivityCompleted(connection, refIds.failing)).rejects.toThrow('could not be queued');
    } finally {
      remove();
    }
  });
});
