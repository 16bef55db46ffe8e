/**
 * How timed tests were taken, by group (D402, D417): GET .../bias-audit/signals/ on one
 * requisition of Demo Company in June 2018 (before any demo data). Twelve applicants finish a
 * typing test, with known equal-opportunity answers and known signals; one more applies and takes
 * no timed test (not counted). Each figure is recomputed here from the planted rows by hand.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiasAuditSignals } from '../../../contracts/bias-audit.ts';
import type { IntegritySignalKind } from '../../../contracts/integrity-signals.ts';
import { fisherExact } from '../../scoring/fisher.ts';
import { plantApplicant } from '../../test/scoring-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { API_PATIENCE } from '../../test/patience.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let accountId: number;
let jobId: number;

/** [sex, race, the kinds noted (each may repeat)]; null: declined. */
const TAKERS: [string | null, string | null, IntegritySignalKind[]][] = [
  ['female', 'white', ['page_hidden', 'page_hidden', 'offline']],
  ['female', 'white', []],
  ['female', 'asian', ['paste']],
  ['female', 'black_african_american', ['page_hidden']],
  ['female', 'white', ['offline']],
  ['male', 'white', ['page_hidden']],
  ['male', 'white', []],
  ['male', 'asian', ['page_hidden', 'focus_lost']],
  ['male', 'white', []],
  ['male', 'black_african_american', ['offline', 'offline']],
  [null, 'white', ['page_hidden']],
  ['female', null, ['resize']],
];
const RANGE = 'from_date=2018-06-01&to_date=2018-06-30';
const url = () =>
  `/api/report/v1/account/${accountId}/bias-audit/signals/?scope=requisition&scope_id=${jobId}&${RANGE}`;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  for (const [name, email] of [
    ['owner', 'owner@demo-company.test'],
    ['recruiter', 'recruiter@demo-company.test'],
    ['otherOwner', 'owner@other-company.test'],
  ] as const)
    tokens[name] = (await t.signIn(email)).token;
  accountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  jobId = (
    await t.db
      .insertInto('jobs')
      .values({
        uuid: randomUUID(),
        account_id: accountId,
        job_type_id: 2,
        title: 'Signal Clerk',
        tracker_title: 'Job',
      })
      .returning('job_id')
      .executeTakeFirstOrThrow()
  ).job_id;
  const step = await t.db
    .insertInto('job_steps')
    .values({ job_id: jobId, name: 'Typing', sort_order: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  const typing = (
    await t.db
      .insertInto('job_step_activities')
      .values({ job_step_id: step.job_step_id, activity_type: 'typing_test', title: 'Typing test', sort_order: 1 })
      .returning('job_step_activity_id')
      .executeTakeFirstOrThrow()
  ).job_step_activity_id;
  const passage = (await t.db.selectFrom('typing_passages').select('typing_passage_id').executeTakeFirstOrThrow())
    .typing_passage_id;
  const apply = async (n: number, sex: string | null, race: string | null) => {
    const applicant = await plantApplicant(t.db, {
      email: `signals-${n}@assay.test`,
      firstName: 'Signal',
      lastName: String(n),
      jobId,
      accountId,
      createdAt: `2018-06-${String(n + 1).padStart(2, '0')}T10:00:00Z`,
    });
    const answer = await t.db
      .insertInto('eeoc_answers')
      .values({
        account_id: accountId,
        job_id: jobId,
        answers: JSON.stringify({ gender: sex ?? 'decline', race_ethnicity: race ?? 'decline' }),
      })
      .returning('eeoc_answer_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('eeoc_answer_applications')
      .values({ eeoc_answer_id: answer.eeoc_answer_id, ref_id: applicant.refId })
      .execute();
    return applicant;
  };
  for (const [n, [sex, race, kinds]] of TAKERS.entries()) {
    const { refId, userId } = await apply(n, sex, race);
    await t.db
      .insertInto('typing_results')
      .values({
        attempt_id: randomUUID(),
        ref_id: refId,
        job_step_activity_id: typing,
        user_id: userId,
        typing_passage_id: passage,
        typed_text: 'x',
        keystroke_log: '[]',
        keystrokes: 1,
        corrections: 0,
        elapsed_ms: 60_000,
        duration_seconds: 60,
        time_accommodation: 1,
        net_wpm: 40,
        raw_wpm: 40,
        accuracy: 100,
      })
      .execute();
    for (const kind of kinds)
      await t.db
        .insertInto('integrity_signals')
        .values({
          signal_id: randomUUID(),
          ref_id: refId,
          job_step_activity_id: typing,
          user_id: userId,
          kind,
          occurred_at: '2018-06-20T10:00:00Z',
          duration_ms: kind === 'paste' || kind === 'resize' ? null : 5_000,
        })
        .execute();
  }
  // Applied, took no timed test: not a taker.
  await apply(TAKERS.length, 'male', 'white');
}, API_PATIENCE.heavy);
afterAll(async () => t.close());

/** The sex breakdown of one kind, recomputed from TAKERS: the same rules as the audit's measures. */
function expectedBySex(kind: IntegritySignalKind) {
  const counts = new Map<string, { count: number; selected: number }>();
  let unknown = 0;
  for (const [sex, , kinds] of TAKERS) {
    if (sex === null) {
      unknown++;
      continue;
    }
    const c = counts.get(sex) ?? { count: 0, selected: 0 };
    c.count++;
    if (kinds.includes(kind)) c.selected++;
    counts.set(sex, c);
  }
  const rows = [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const rate = (c: { count: number; selected: number }) => c.selected / c.count;
  const [refSex, ref] = rows.reduce((best, r) => (rate(r[1]) > rate(best[1]) ? r : best));
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  return {
    unknown,
    categories: rows.map(([sex, c]) => ({
      category: sex,
      count: c.count,
      selected: c.selected,
      rate: round(rate(c)),
      is_reference: sex === refSex,
      impact_ratio: rate(ref) > 0 ? round(rate(c) / rate(ref)) : null,
      p_value:
        rate(ref) > 0 && sex !== refSex
          ? round(fisherExact(c.selected, c.count - c.selected, ref.selected, ref.count - ref.selected))
          : null,
    })),
  };
}

describe('how timed tests were taken, by group', () => {
  it('given twelve takers with known signals, when the owner reads it, then each share is what the rows give', async () => {
    const res = await t.request({ method: 'GET', url: url(), token: tokens.owner });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data as BiasAuditSignals;
    expect(body).toMatchObject({ from_date: '2018-06-01', to_date: '2018-06-30', takers: 12 });
    expect(body.kinds.map((k) => k.kind)).toEqual([
      'page_hidden',
      'focus_lost',
      'paste',
      'fullscreen_exit',
      'resize',
      'offline',
    ]);
    // By hand: page_hidden among women 2 of 6 (one declined race counts here), men 2 of 5.
    const hidden = body.kinds.find((k) => k.kind === 'page_hidden')!.breakdowns.find((b) => b.dimension === 'sex')!;
    expect(hidden.categories.map((c) => [c.category, c.count, c.selected])).toEqual([
      ['female', 6, 2],
      ['male', 5, 2],
    ]);
    for (const kind of ['page_hidden', 'offline', 'paste', 'fullscreen_exit'] as const) {
      const sex = body.kinds.find((k) => k.kind === kind)!.breakdowns.find((b) => b.dimension === 'sex')!;
      const want = expectedBySex(kind);
      expect(sex.unknown).toBe(want.unknown);
      expect(sex.categories).toEqual(want.categories.map((c) => expect.objectContaining(c)));
    }
    // Race: the declined one (the twelfth) is unknown there; intersections need both.
    const race = body.kinds[0]!.breakdowns.find((b) => b.dimension === 'race_ethnicity')!;
    expect(race.unknown).toBe(1);
    expect(race.categories.reduce((sum, c) => sum + c.count, 0)).toBe(11);
    const both = body.kinds[0]!.breakdowns.find((b) => b.dimension === 'intersection')!;
    expect(both.unknown).toBe(2);
  });

  it('given staff who may not read the audit, then it is refused as the audit is', async () => {
    expect((await t.request({ method: 'GET', url: url(), token: tokens.recruiter })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: url(), token: tokens.otherOwner })).statusCode).toBe(404);
  });

  it('given a company that has not turned the audit on, then not found', async () => {
    await t.db
      .updateTable('account_preferences')
      .set({ value: '0' })
      .where('account_id', '=', accountId)
      .where('keyname', '=', 'EEOC_DASHBOARD')
      .execute();
    try {
      expect((await t.request({ method: 'GET', url: url(), token: tokens.owner })).statusCode).toBe(404);
    } finally {
      await t.db
        .updateTable('account_preferences')
        .set({ value: '1' })
        .where('account_id', '=', accountId)
        .where('keyname', '=', 'EEOC_DASHBOARD')
        .execute();
    }
  });
});
