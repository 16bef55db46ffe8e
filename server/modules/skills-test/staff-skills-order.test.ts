/**
 * Staff see the order a candidate's skills test showed (D332, D492), on real PGlite: two
 * candidates start the open requisition's skills test, each run shuffled from its own seed; the
 * scorecard's read gives each application the questions and options in the order that candidate's
 * content was served in (what their device shows and the server scores by), not the other's, and,
 * once submitted, the option chosen. The applicant-team rule holds: another company's owner and
 * the candidate get 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillsTestContent } from '../../../contracts/skills-test.ts';
import type { SkillsTestOrder } from '../../../contracts/skills-test-order.ts';
import { answersHash } from '../../../contracts/user-response.ts';
import { asDevice, freshApplication, target, type Application } from '../../test/lease-kit.ts';
import { appWithOwners, scorecardIdOf, staffList } from '../../test/attempt-kit.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, otherOwner: S;

beforeAll(async () => {
  ({ t, owner, otherOwner } = await appWithOwners());
});
afterAll(async () => t.close());

const DEVICE = 'device-order-staff';

/** A fresh candidate who read the skills test's content and started its first timed section. */
async function started(): Promise<{ a: Application; content: SkillsTestContent; smartreq: number }> {
  const a = await freshApplication(t, 'skills_test');
  const res = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/skills-test/${a.ref_id}/?job_step_activity_id=${a.job_step_activity_id}&language=en`,
    token: a.who.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  const content = res.json().data as SkillsTestContent;
  const timed = content.sections.find((s) => !s.is_practice)!;
  const start = await asDevice(t, a.who, DEVICE, {
    url: '/api/user-response/v1/skills-test/start-section-time/',
    body: { ...target(a), skills_test_section_id: timed.skills_test_section_id, started_at: new Date().toISOString() },
  });
  expect(start.statusCode, start.body).toBe(200);
  return { a, content, smartreq: await scorecardIdOf(t, a.ref_id) };
}

const orders = (who: S, smartreq: number, language = 'en') =>
  staffList<SkillsTestOrder>(t, who, `/api/smartreq/v1/skills-test-order/${smartreq}/?language=${language}`);

/** Each section's questions, each with its options, by id and text: the order as shown. */
const layout = (sections: { questions: { text: string; options: { text: string }[] }[] }[]) =>
  sections.map((s) => s.questions.map((q) => [q.text, ...q.options.map((o) => o.text)]));

describe('the order a skills test run showed, for staff', () => {
  it('gives each application the order its own candidate was served, not another’s', async () => {
    const one = await started();
    const two = await started();
    const first = await orders(owner, one.smartreq);
    const second = await orders(owner, two.smartreq);
    expect(first.status).toBe(200);
    expect(first.data).toHaveLength(1);
    expect(first.data[0]).toMatchObject({
      job_step_activity_id: one.a.job_step_activity_id,
      shuffled: true,
      submitted: false,
    });
    expect(first.data[0]!.title).not.toBe('');
    expect(layout(first.data[0]!.sections)).toEqual(layout(one.content.sections));
    expect(layout(second.data[0]!.sections)).toEqual(layout(two.content.sections));
    expect(layout(first.data[0]!.sections)).not.toEqual(layout(second.data[0]!.sections));
    // Nothing of the key before the run is submitted.
    const options = first.data[0]!.sections.flatMap((s) => s.questions.flatMap((q) => q.options));
    expect(options.some((o) => o.chosen || o.is_correct)).toBe(false);
    // In another language, the same order.
    const fr = (await orders(owner, one.smartreq, 'fr')).data[0]!;
    expect(fr.sections.map((s) => s.questions.map((q) => q.skills_test_question_id))).toEqual(
      one.content.sections.map((s) => s.questions.map((q) => q.skills_test_question_id)),
    );
    // The applicant-team rule: another company's owner and the candidate learn nothing.
    expect((await orders(otherOwner, one.smartreq)).status).toBe(404);
    expect((await orders(one.a.who, one.smartreq)).status).not.toBe(200);
  });

  it('marks the option the candidate chose once the run is submitted', async () => {
    const { a, content, smartreq } = await started();
    const timed = content.sections.find((s) => !s.is_practice)!;
    const question = timed.questions[0]!;
    const option = question.options[question.options.length - 1]!;
    const answered = await asDevice(t, a.who, DEVICE, {
      url: '/api/user-response/v1/skills-test/submit-question/',
      body: {
        ...target(a),
        skills_test_section_id: timed.skills_test_section_id,
        skills_test_question_id: question.skills_test_question_id,
        skills_test_option_id: option.skills_test_option_id,
        revision: 1,
        answered_at: new Date().toISOString(),
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const digest = {
      answer_count: 1,
      answers_hash: await answersHash([
        { item_id: String(question.skills_test_question_id), value: option.skills_test_option_id },
      ]),
    };
    const submitted = await asDevice(t, a.who, DEVICE, {
      url: '/api/user-response/v1/skills-test/submit/',
      body: { ...target(a), ...digest },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [order] = (await orders(owner, smartreq)).data;
    expect(order!.submitted).toBe(true);
    const shown = order!.sections.find((s) => s.skills_test_section_id === timed.skills_test_section_id)!;
    expect(shown.questions[0]!.skills_test_question_id).toBe(question.skills_test_question_id);
    const chosen = shown.questions.flatMap((q) =>
      q.options.filter((o) => o.chosen).map((o) => o.skills_test_option_id),
    );
    expect(chosen).toEqual([option.skills_test_option_id]);
    expect(shown.questions.every((q) => q.options.filter((o) => o.is_correct).length >= 1)).toBe(true);
  });
});
