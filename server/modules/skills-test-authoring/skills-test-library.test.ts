/**
 * The section and question libraries across an owner's skills tests on real PGlite: provider admins
 * read the provider's, a company's owner their company's, nobody else anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryQuestion, LibrarySection } from '../../../contracts/skills-test-authoring.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, admin: S, li: S;
let demoId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
    'li.wei@assay.test',
  ];
  [owner, recruiter, otherOwner, admin, li] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [S, S, S, S, S];
  demoId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => t.close());

const get = (kind: 'sections' | 'questions', who: S, accountId?: number) =>
  t.request({
    method: 'GET',
    url: `/api/account/v1/skills-tests/authoring/${kind}/${accountId === undefined ? '' : `?account_id=${accountId}`}`,
    token: who.token,
  });

describe('the section and question libraries', () => {
  it("given a provider admin, then every section of the provider's drafts comes with its test's title and question count", async () => {
    const res = await get('sections', admin);
    expect(res.statusCode, res.body).toBe(200);
    const sections = res.json().data as LibrarySection[];
    const expected = await t.db
      .selectFrom('skills_test_sections as s')
      .innerJoin('skills_tests as x', 'x.skills_test_id', 's.skills_test_id')
      .select('s.skills_test_section_id')
      .where('x.account_id', 'is', null)
      .where('x.version_of', 'is', null)
      .execute();
    expect(sections.map((s) => s.skills_test_section_id).sort((a, b) => a - b)).toEqual(
      expected.map((s) => s.skills_test_section_id).sort((a, b) => a - b),
    );
    expect(sections.every((s) => s.test_title !== '' && s.title !== '')).toBe(true);
    expect(sections.some((s) => s.question_count > 0)).toBe(true);
  });

  it("given a provider admin, then every question of the provider's drafts comes with its test, its section and its correct options", async () => {
    const res = await get('questions', admin);
    expect(res.statusCode, res.body).toBe(200);
    const questions = res.json().data as LibraryQuestion[];
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((q) => q.text !== '' && q.section_title !== '' && q.test_title !== '')).toBe(true);
    expect(questions.every((q) => q.correct_count >= 1 && q.option_count >= q.correct_count)).toBe(true);
    const sections = (await get('sections', admin)).json().data as LibrarySection[];
    for (const s of sections)
      expect(questions.filter((q) => q.skills_test_section_id === s.skills_test_section_id)).toHaveLength(
        s.question_count,
      );
  });

  it("given a company's owner, then their company's own tests are listed and never the provider's", async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/account/v1/skills-test/',
      token: owner.token,
      body: { account_id: demoId, title: 'Library check' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const testId = created.json().data.skills_test_id as number;
    const section = await t.request({
      method: 'POST',
      url: `/api/account/v1/skills-test/${testId}/section/`,
      token: owner.token,
      body: { title: 'Pallets', is_practice: false, minutes: 5 },
    });
    expect(section.statusCode, section.body).toBe(200);
    const sections = (await get('sections', owner, demoId)).json().data as LibrarySection[];
    expect(
      sections.some(
        (s) =>
          s.skills_test_id === testId &&
          s.title === 'Pallets' &&
          s.test_title === 'Library check' &&
          s.question_count === 0,
      ),
    ).toBe(true);
    const provider = (await get('sections', admin)).json().data as LibrarySection[];
    expect(provider.some((s) => s.skills_test_id === testId)).toBe(false);
    expect((await get('questions', owner, demoId)).statusCode).toBe(200);
  });

  it('given company staff asking for the provider library, a recruiter without settings access, a candidate or another company, then 403 or 404', async () => {
    for (const kind of ['sections', 'questions'] as const) {
      expect((await get(kind, owner)).statusCode).toBe(403);
      expect((await get(kind, recruiter)).statusCode).toBe(403);
      expect((await get(kind, recruiter, demoId)).statusCode).toBe(403);
      expect((await get(kind, li)).statusCode).toBe(403);
      expect((await get(kind, otherOwner, demoId)).statusCode).toBe(404);
    }
  });
});
