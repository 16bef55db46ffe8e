/**
 * Previewing a skills test as candidates see it: a company's owner previews its own draft and the
 * provider's newest published version (texts in the asked language, never the answers), never
 * another company's test nor an unpublished provider test.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillsTestPreview } from '../../../contracts/skills-test-authoring.ts';
import { accountCaller, demoCompanyId, type AccountCall } from '../../test/attempt-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, admin: S;
let demoId: number;
let call: AccountCall;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [owner, recruiter, otherOwner, admin] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [S, S, S, S];
  demoId = await demoCompanyId(t);
  call = accountCaller(t);
});
afterAll(async () => t.close());

const preview = (who: S, id: number, language = 'en') =>
  call(who, 'GET', `skills-test/${id}/preview/?language=${language}`);

/** A draft of `accountId` (null: the provider's) with one timed section of one question. */
async function draft(who: S, accountId: number | null, title: string) {
  const test = (
    await call(who, 'POST', 'skills-test/', { account_id: accountId, title, instructions: 'Read carefully.' })
  ).json().data as { skills_test_id: number };
  const section = (
    await call(who, 'POST', `skills-test/${test.skills_test_id}/section/`, {
      title: 'Part one',
      is_practice: false,
      minutes: 5,
    })
  ).json().data as {
    skills_test_section_id: number;
  };
  await call(who, 'POST', `skills-test/section/${section.skills_test_section_id}/question/`, {
    text: 'How do you lift a box?',
    options: [
      { text: 'With the legs', is_correct: true },
      { text: 'With the back', is_correct: false },
    ],
  });
  return test.skills_test_id;
}

describe('previewing a skills test', () => {
  it("given a company's own draft, then its owner sees it as candidates will, without answers; another company's owner and staff without settings access do not", async () => {
    const id = await draft(owner, demoId, 'Shelf stocking');
    const res = await preview(owner, id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data as SkillsTestPreview;
    expect(body).toEqual({
      skills_test_id: id,
      account_id: demoId,
      title: 'Shelf stocking',
      instructions: 'Read carefully.',
      version: null,
      draft: true,
      sections: [
        {
          title: 'Part one',
          instructions: '',
          is_practice: false,
          minutes: 5,
          questions: [{ text: 'How do you lift a box?', options: ['With the legs', 'With the back'] }],
        },
      ],
    });
    expect(res.body).not.toContain('is_correct');
    expect((await preview(otherOwner, id)).statusCode).toBe(404);
    expect((await preview(recruiter, id)).statusCode).toBe(403);
    expect((await preview(admin, id)).statusCode).toBe(200);
  });

  it("given a provider test, then companies see nothing before it is published, then its newest version in their language (English where it has none), and the draft's later changes only after the next publication", async () => {
    const id = await draft(admin, null, `Provider ${randomUUID()}`);
    expect((await preview(owner, id)).statusCode).toBe(404);
    expect((await call(admin, 'POST', `skills-test/${id}/publish/`)).statusCode).toBe(200);
    await t.db
      .insertInto('skills_test_texts')
      .values({
        skills_test_id: (
          await t.db
            .selectFrom('skills_tests')
            .select('skills_test_id')
            .where('version_of', '=', id)
            .executeTakeFirstOrThrow()
        ).skills_test_id,
        language: 'es',
        title: 'Prueba',
        instructions: 'Lea.',
      })
      .execute();
    const es = (await preview(otherOwner, id, 'es')).json().data as SkillsTestPreview;
    expect(es).toMatchObject({
      title: 'Prueba',
      instructions: 'Lea.',
      version: 1,
      draft: false,
      sections: [{ title: 'Part one', questions: [{ text: 'How do you lift a box?' }] }],
    });
    await call(admin, 'PUT', `skills-test/${id}/`, { title: 'Renamed draft' });
    expect(((await preview(owner, id)).json().data as SkillsTestPreview).title).not.toBe('Renamed draft');
    expect((await preview(admin, id)).json().data as SkillsTestPreview).toMatchObject({
      title: 'Renamed draft',
      version: null,
      draft: true,
    });
    await call(admin, 'POST', `skills-test/${id}/publish/`);
    expect((await preview(owner, id)).json().data as SkillsTestPreview).toMatchObject({
      title: 'Renamed draft',
      version: 2,
    });
  });

  it('given a provider test written before authoring (never a draft, no version), then companies preview it as candidates take it', async () => {
    const old = await t.db
      .selectFrom('skills_tests')
      .select('skills_test_id')
      .where('slug', '=', 'customer-service-skills')
      .executeTakeFirstOrThrow();
    const body = (await preview(owner, old.skills_test_id)).json().data as SkillsTestPreview;
    expect(body).toMatchObject({ skills_test_id: old.skills_test_id, account_id: null, version: null, draft: false });
    expect(body.sections.length).toBeGreaterThan(0);
    expect(body.sections.some((s) => s.questions.length > 0)).toBe(true);
  });

  it('given a published version row or no such test, then 404', async () => {
    const id = await draft(owner, demoId, 'Versioned');
    await call(owner, 'POST', `skills-test/${id}/publish/`);
    const version = (
      await t.db
        .selectFrom('skills_tests')
        .select('skills_test_id')
        .where('version_of', '=', id)
        .executeTakeFirstOrThrow()
    ).skills_test_id;
    expect((await preview(owner, version)).statusCode).toBe(404);
    expect((await preview(owner, 2_000_000_000)).statusCode).toBe(404);
  });
});
