/**
 * A skills test shuffled per run (D332), on real PGlite and PostgreSQL: the content a candidate
 * reads holds each timed section's questions, and each question's options, in the order
 * contracts/attempt-order.ts makes from the run's seed (its application and activity), the same on
 * every read and in every language, another for another candidate; practice stays as authored, and
 * everything does once the author fixes the order, which a published version keeps.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillsTestSeed, skillsTestSections } from '../../../contracts/attempt-order.ts';
import type { SkillsTestContent } from '../../../contracts/skills-test.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { freshApplication, type Application as Run } from '../../test/lease-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => t.close());

async function content(r: Run, language = 'en'): Promise<SkillsTestContent> {
  const res = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/skills-test/${r.ref_id}/?job_step_activity_id=${r.job_step_activity_id}&language=${language}`,
    token: r.who.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Each section's questions, each with its options, by id: what the order is made of. */
const layout = (c: SkillsTestContent) =>
  c.sections.map((s) => ({
    section: s.skills_test_section_id,
    questions: s.questions.map((q) => [q.skills_test_question_id, ...q.options.map((o) => o.skills_test_option_id)]),
  }));
const setFixed = (skillsTestId: number, fixed: boolean) =>
  t.db.updateTable('skills_tests').set({ fixed_order: fixed }).where('skills_test_id', '=', skillsTestId).execute();

describe('the order a skills test run shows', () => {
  it('gives each run its own order of the timed questions and options, the same on every read and language; practice and the sections stay as authored; the author’s order once fixed', async () => {
    const a = await freshApplication(t, 'skills_test');
    const b = await freshApplication(t, 'skills_test');
    const shown = await content(a);
    expect(layout(await content(a))).toEqual(layout(shown));
    expect(layout(await content(a, 'fr'))).toEqual(layout(shown));
    expect(layout(await content(b))).not.toEqual(layout(shown));

    // The author's order, as the test's rows hold it.
    await setFixed(shown.skills_test_id, true);
    const authored = await content(a);
    await setFixed(shown.skills_test_id, false);
    const sortOrder = await t.db
      .selectFrom('skills_test_questions as q')
      .innerJoin('skills_test_sections as s', 's.skills_test_section_id', 'q.skills_test_section_id')
      .select(['q.skills_test_question_id', 'q.skills_test_section_id'])
      .where('s.skills_test_id', '=', shown.skills_test_id)
      .orderBy('s.sort_order')
      .orderBy('q.sort_order')
      .orderBy('q.skills_test_question_id')
      .execute();
    expect(authored.sections.flatMap((s) => s.questions.map((q) => q.skills_test_question_id))).toEqual(
      sortOrder.map((q) => q.skills_test_question_id),
    );
    // The run's order is the one the shared function makes from its seed (what staff can rebuild).
    const expected = skillsTestSections(authored.sections, skillsTestSeed(a.ref_id, a.job_step_activity_id), false);
    expect(layout({ ...shown, sections: expected })).toEqual(layout(shown));
    expect(layout(shown)).not.toEqual(layout(authored));
    // Practice as authored; the sections in their place.
    expect(layout(shown).map((s) => s.section)).toEqual(layout(authored).map((s) => s.section));
    const practice = (c: SkillsTestContent) => layout(c).filter((_, i) => c.sections[i]!.is_practice);
    expect(practice(shown).length).toBeGreaterThan(0);
    expect(practice(shown)).toEqual(practice(authored));
    // Every timed question and option is still there, with its text.
    const texts = (c: SkillsTestContent) =>
      c.sections
        .flatMap((s) => s.questions.flatMap((q) => [q.text, ...q.options.map((o) => o.text)]))
        .sort((x, y) => x.localeCompare(y));
    expect(texts(shown)).toEqual(texts(authored));
  });

  it('given a test whose author fixed the order, then the version it publishes keeps it fixed', async () => {
    const admin = await t.signIn('admin@assay.test');
    const draft = await t.db
      .selectFrom('skills_tests')
      .select('skills_test_id')
      .where('slug', '=', 'authored-forklift-draft')
      .executeTakeFirstOrThrow();
    const versionOf = async () =>
      t.db
        .selectFrom('skills_tests')
        .select(['version', 'fixed_order'])
        .where('version_of', '=', draft.skills_test_id)
        .orderBy('version')
        .execute();
    const publish = async () => {
      const res = await t.request({
        method: 'POST',
        url: `/api/account/v1/skills-test/${draft.skills_test_id}/publish/`,
        token: admin.token,
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await publish();
    await setFixed(draft.skills_test_id, true);
    await publish();
    expect(await versionOf()).toEqual([
      { version: 1, fixed_order: false },
      { version: 2, fixed_order: true },
    ]);
  });
});
