/**
 * A company's message templates on real PGlite: who may manage them, a company never reaching
 * another's, refusals that name the field (unknown placeholders included) and change nothing,
 * search, sort, paging and deletion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { signInCompanyCast } from '../../test/company-cast.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S, candidate: S;
let demoId: number, otherId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  ({ owner, recruiter, interviewer, otherOwner, admin, candidate, demoId, otherId } = await signInCompanyCast(t));
});
afterAll(async () => t.close());

type Template = { message_template_id: number; name: string; body: string };
const list = (who: S, qs = '', id = demoId) =>
  t.request({ method: 'GET', url: `/api/account/v1/message-templates/?account_id=${id}${qs}`, token: who.token });
const create = (who: S, name: string, body: string, id = demoId) =>
  t.request({
    method: 'POST',
    url: '/api/account/v1/message-template/',
    token: who.token,
    body: { account_id: id, name, body },
  });
const update = (who: S, id: number, body: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/account/v1/message-template/${id}/`, token: who.token, body });
const remove = (who: S, id: number) =>
  t.request({ method: 'DELETE', url: `/api/account/v1/message-template/${id}/`, token: who.token });
const table = () => t.db.selectFrom('message_templates').selectAll().orderBy('message_template_id').execute();

describe("a company's message templates", () => {
  it('given the owner, then they add templates with known placeholders, search them by name or text, sort and page', async () => {
    const made = await create(
      owner,
      ' Interview reminder ',
      'Hi {{first_name}}, see you tomorrow for {{job_title}}. {{recruiter_name|:The team}}',
    );
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ name: 'Interview reminder', account_id: demoId });
    expect(
      (await create(owner, 'Offer follow-up', 'Hi {{first_name}}, any questions about the offer?')).statusCode,
    ).toBe(200);
    expect((await create(admin, 'Welcome', 'Welcome to {{company_name}}!')).statusCode).toBe(200);
    expect((await list(owner, '&ordering=-name&page_size=2&page=2')).json().data).toMatchObject({
      count: 3,
      results: [{ name: 'Interview reminder' }],
    });
    expect((await list(owner, '&search=questions')).json().data.results.map((x: Template) => x.name)).toEqual([
      'Offer follow-up',
    ]);
  });

  it('given an unknown or broken placeholder, an empty name or a repeated one, then the field is named and nothing is written', async () => {
    const before = await table();
    const unknown = await create(owner, 'Salary', 'Your salary is {{salary}}');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ prop: 'body', message: expect.stringContaining('salary') }]);
    expect((await create(owner, 'Broken', 'Hi {{first_name')).json().errors[0].prop).toBe('body');
    const empty = await create(owner, ' ', '');
    expect((empty.json().errors as { prop: string }[]).map((e) => e.prop).sort()).toEqual(['body', 'name']);
    const again = await create(owner, 'WELCOME', 'Hello');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].prop).toBe('name');
    expect(await table()).toEqual(before);
  });

  it('given the owner, then they edit a template and delete one', async () => {
    const [first, second] = await table();
    const saved = await update(owner, first!.message_template_id, {
      name: 'Interview reminder',
      body: 'Hi {{first_name}}, see you at 10.',
    });
    expect(saved.json().data.body).toBe('Hi {{first_name}}, see you at 10.');
    expect((await remove(owner, second!.message_template_id)).json().data).toEqual({
      deleted: second!.message_template_id,
    });
    expect((await table()).map((r) => r.message_template_id)).not.toContain(second!.message_template_id);
    const trail = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', 'like', 'message_template_%')
      .execute();
    expect(trail.map((e) => e.event)).toEqual(
      expect.arrayContaining(['message_template_created', 'message_template_changed', 'message_template_deleted']),
    );
  });

  it('given staff without settings access, a candidate or another company’s owner, then 403 or 404 and nothing changes', async () => {
    const before = await table();
    const id = before[0]!.message_template_id;
    for (const who of [recruiter, interviewer, candidate]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await create(who, 'Nope', 'Hi')).statusCode).toBe(403);
      expect((await update(who, id, { name: 'Nope', body: 'Hi' })).statusCode).toBe(403);
      expect((await remove(who, id)).statusCode).toBe(403);
    }
    expect((await list(otherOwner)).statusCode).toBe(404);
    expect((await create(otherOwner, 'Mine', 'Hi')).statusCode).toBe(404);
    expect((await update(otherOwner, id, { name: 'Mine', body: 'Hi' })).statusCode).toBe(404);
    expect((await remove(otherOwner, id)).statusCode).toBe(404);
    expect((await list(owner, '', otherId)).statusCode).toBe(404);
    expect(await table()).toEqual(before);
  });
});
