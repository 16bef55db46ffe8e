import { afterEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { OfflineDb, SCHEMA_VERSIONS } from './db.ts';

const opened: OfflineDb[] = [];
function open(name: string, upToVersion?: number): OfflineDb {
  const db = new OfflineDb(name, { upToVersion });
  opened.push(db);
  return db;
}

afterEach(async () => {
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const name of new Set(dbs.map((db) => db.name))) await Dexie.delete(name);
});

describe('offline database upgrades (promise 10)', () => {
  it('given answers queued by the first schema, when the app opens the current schema, then every queued entry is still there in order', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const old = open(name, 1);
    for (const itemId of ['q1', 'q2', 'q3']) {
      await old.outbox.add({
        kind: 'answer',
        attemptId: 'a1',
        itemId,
        revision: 1,
        payload: {
          ref_id: 'r1',
          job_step_activity_id: 1,
          attempt_id: 'a1',
          item_id: itemId,
          value: 1,
          revision: 1,
          answered_at: '2026-11-21T10:00:00.000Z',
        },
        idempotencyKey: `key-${itemId}`,
        createdAt: '2026-11-21T10:00:00.000Z',
        attempts: 0,
        nextTryAt: 0,
      });
    }
    await old.answers.put({
      attemptId: 'a1',
      itemId: 'q1',
      value: 3,
      revision: 1,
      answeredAt: '2026-11-21T10:00:00.000Z',
      status: 'pending',
    });
    old.close();

    const current = open(name);
    await current.open();

    expect(current.verno).toBe(SCHEMA_VERSIONS.at(-1)?.version);
    const keys = (await current.outbox.orderBy('seq').toArray()).map((e) => e.idempotencyKey);
    expect(keys).toEqual(['key-q1', 'key-q2', 'key-q3']);
    expect(await current.answers.get(['a1', 'q1'])).toMatchObject({ value: 3, status: 'pending' });
    expect(await current.timers.count()).toBe(0);
  });

  it("given attempts in progress kept by an app before version 6, when the app opens the current schema, then each kind's state moves into its kindState with every value and the answers stay", async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const old = open(name, 5);
    const base = { refId: 'r1', status: 'in-progress', createdAt: '2026-11-21T10:00:00.000Z' } as const;
    const run = {
      passageId: 2,
      passageText: 'the cat',
      limitSeconds: 60,
      events: [{ t: 100, k: 't' }],
      typedText: 't',
      elapsedMs: 1500,
    };
    const receipt = { user_skills_test_id: 41, answer_count: 2, answers_hash: 'a'.repeat(64) };
    // Written as the older app wrote them: the per-kind fields on the attempt itself.
    await old.attempts.bulkPut([
      { ...base, attemptId: 'typing', jobStepActivityId: 1, typing: run },
      { ...base, attemptId: 'language', jobStepActivityId: 2, resyncs: 1, languageParts: { 7: 'submitting' } },
      { ...base, attemptId: 'skills', jobStepActivityId: 3, userSkillsTestId: 41, skillsReceipt: receipt },
      { ...base, attemptId: 'questionnaire', jobStepActivityId: 4, serverStartedAt: '2026-11-21T10:00:01.000Z' },
    ] as never[]);
    await old.answers.put({
      attemptId: 'language',
      itemId: '7:l1',
      value: 'b',
      revision: 2,
      answeredAt: '2026-11-21T10:00:00.000Z',
      status: 'pending',
    });
    old.close();

    const current = open(name);
    await current.open();

    expect(await current.attempts.get('typing')).toEqual({
      ...base,
      attemptId: 'typing',
      jobStepActivityId: 1,
      kindState: { kind: 'typing', run },
    });
    expect(await current.attempts.get('language')).toEqual({
      ...base,
      attemptId: 'language',
      jobStepActivityId: 2,
      resyncs: 1,
      kindState: { kind: 'language', parts: { 7: 'submitting' } },
    });
    expect(await current.attempts.get('skills')).toEqual({
      ...base,
      attemptId: 'skills',
      jobStepActivityId: 3,
      kindState: { kind: 'skills', userSkillsTestId: 41, receipt },
    });
    expect(await current.attempts.get('questionnaire')).toEqual({
      ...base,
      attemptId: 'questionnaire',
      jobStepActivityId: 4,
      serverStartedAt: '2026-11-21T10:00:01.000Z',
    });
    expect(await current.answers.get(['language', '7:l1'])).toMatchObject({
      value: 'b',
      revision: 2,
      status: 'pending',
    });
  });

  it('given the version chain, when read oldest to newest, then no version drops a store or changes its primary key', () => {
    const primaryKeys = new Map<string, string>();
    let previousVersion = 0;
    for (const { version, stores } of SCHEMA_VERSIONS) {
      expect(version).toBeGreaterThan(previousVersion);
      previousVersion = version;
      for (const [store, schema] of Object.entries(stores)) {
        expect(schema, `${store} in version ${version}`).not.toBeNull();
        const primaryKey = schema.split(',')[0]?.trim() ?? '';
        expect(primaryKeys.get(store) ?? primaryKey, `${store} primary key in version ${version}`).toBe(primaryKey);
        primaryKeys.set(store, primaryKey);
      }
    }
    expect([...primaryKeys.keys()]).toEqual(
      expect.arrayContaining(['answers', 'outbox', 'attempts', 'timers', 'uploads']),
    );
  });
});
