/**
 * Questions shuffled per attempt (D319), on real PGlite and PostgreSQL: a candidate starts the open
 * requisition's questionnaire with an attempt id made on the device; the server keeps that id with
 * the attempt, and staff read back the order the attempt showed, rebuilt from it: the same order
 * the screens make from the candidate's content (contracts/attempt-order.ts), the same on every
 * read, another for another attempt, the author's order once the author fixes it. The scores of
 * the answers do not depend on the order they were given in. Another company's owner gets 404.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptSections } from '../../../contracts/attempt-order.ts';
import type { AssessmentContent, AttemptQuestionOrder } from '../../../contracts/assessment.ts';
import { appliedCandidate, appWithOwners, staffList } from '../../test/attempt-kit.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, otherOwner: S;

beforeAll(async () => {
  ({ t, owner, otherOwner } = await appWithOwners());
});
afterAll(async () => t.close());

/** A new candidate on the open requisition who started its questionnaire with `attemptId`. */
async function started(attemptId: string) {
  const { who, ref_id } = await appliedCandidate(t, 'order');
  const tracker = await t.db
    .selectFrom('user_trackers as ut')
    .innerJoin('job_steps as js', 'js.job_id', 'ut.job_id')
    .innerJoin('job_step_activities as jsa', 'jsa.job_step_id', 'js.job_step_id')
    .select(['ut.user_step_tracker_id', 'jsa.job_step_activity_id', 'jsa.asmt_id'])
    .where('ut.ref_id', '=', ref_id)
    .where('jsa.activity_type', '=', 'assessment')
    .executeTakeFirstOrThrow();
  const res = await t.request({
    method: 'POST',
    url: '/api/user-response/v1/set-start-time/',
    token: who.token,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      ref_id,
      job_step_activity_id: tracker.job_step_activity_id,
      attempt_id: attemptId,
      started_at: new Date().toISOString(),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const content = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/assessment-content/${tracker.asmt_id}/?language=en&ref_id=${ref_id}`,
    token: who.token,
  });
  expect(content.statusCode, content.body).toBe(200);
  return { who, ref_id, ...tracker, asmt_id: tracker.asmt_id!, content: content.json().data as AssessmentContent };
}

const orders = (who: S, userSmartreqId: number) =>
  staffList<AttemptQuestionOrder>(t, who, `/api/smartreq/v1/question-order/${userSmartreqId}/`);

/** The item ids the screens show for this content and attempt (questionSteps calls the same). */
const shown = (content: AssessmentContent, attemptId: string | undefined, fixed = content.fixed_order) =>
  attemptSections(content.sections, attemptId, fixed).flatMap((s) => s.items.map((i) => i.item_id));

describe('the order an attempt showed', () => {
  it('keeps the attempt’s id with the attempt, and gives staff the order the screens make from it, the same on every read', async () => {
    const attemptId = randomUUID();
    const a = await started(attemptId);
    const kept = await t.db
      .selectFrom('user_attempts')
      .select('attempt_id')
      .where('ref_id', '=', a.ref_id)
      .where('job_step_activity_id', '=', a.job_step_activity_id)
      .executeTakeFirstOrThrow();
    expect(kept.attempt_id).toBe(attemptId);
    expect(a.content.fixed_order).toBe(false);

    const first = await orders(owner, a.user_step_tracker_id);
    expect(first.status).toBe(200);
    expect(first.data).toHaveLength(1);
    const [order] = first.data;
    expect(order).toMatchObject({
      job_step_activity_id: a.job_step_activity_id,
      asmt_id: a.asmt_id,
      attempt_id: attemptId,
      shuffled: true,
    });
    const ids = order!.items.map((i) => i.item_id);
    expect(ids).toEqual(shown(a.content, attemptId));
    // Shuffled: not the author's order, but the same items; practice items first.
    expect(ids).not.toEqual(shown(a.content, undefined));
    expect([...ids].sort()).toEqual([...shown(a.content, undefined)].sort());
    const practice = order!.items.filter((i) => i.is_practice).length;
    expect(order!.items.slice(0, practice).every((i) => i.is_practice)).toBe(true);
    expect(order!.items.every((i) => i.text !== '')).toBe(true);
    expect((await orders(owner, a.user_step_tracker_id)).data).toEqual(first.data);

    // Another attempt at the same questionnaire shows another order.
    const b = await started(randomUUID());
    expect((await orders(owner, b.user_step_tracker_id)).data[0]!.items.map((i) => i.item_id)).not.toEqual(ids);
    // Another company's staff learn nothing of it.
    expect((await orders(otherOwner, a.user_step_tracker_id)).status).toBe(404);
  });

  it('keeps the career pathways questionnaire in the pathway’s order', async () => {
    const pathways = await t.db
      .selectFrom('assessments')
      .select('fixed_order')
      .where('kind', '=', 'career_pathways')
      .execute();
    expect(pathways.map((a) => a.fixed_order)).toEqual([true]);
    const others = await t.db
      .selectFrom('assessments')
      .select('fixed_order')
      .where('kind', '!=', 'career_pathways')
      .execute();
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((a) => !a.fixed_order)).toBe(true);
  });

  it('shows the author’s order once the author fixes it', async () => {
    const a = await started(randomUUID());
    await t.db.updateTable('assessments').set({ fixed_order: true }).where('asmt_id', '=', a.asmt_id).execute();
    try {
      const [order] = (await orders(owner, a.user_step_tracker_id)).data;
      expect(order!.shuffled).toBe(false);
      expect(order!.items.map((i) => i.item_id)).toEqual(shown(a.content, undefined));
    } finally {
      await t.db.updateTable('assessments').set({ fixed_order: false }).where('asmt_id', '=', a.asmt_id).execute();
    }
  });

  it('scores the answers the same whatever order they were given in', async () => {
    const a = await started(randomUUID());
    const [order] = (await orders(owner, a.user_step_tracker_id)).data;
    const scale = a.content.scales[0]!;
    const value = (id: string) =>
      scale.min + ([...id].reduce((s, c) => s + c.charCodeAt(0), 0) % (scale.max - scale.min + 1));
    const score = async (ids: string[]) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/user-response/v1/raw-score-convert/',
        token: owner.token,
        body: { asmt_id: a.asmt_id, answers: ids.map((item_id) => ({ item_id, value: value(item_id) })) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const inShownOrder = await score(order!.items.map((i) => i.item_id));
    expect(inShownOrder.answered_count).toBeGreaterThan(0);
    expect(await score(shown(a.content, undefined))).toEqual(inShownOrder);
  });
});
