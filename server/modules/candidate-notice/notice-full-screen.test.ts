/**
 * A company's ask that timed tests fill the screen (D431): kept with the candidate notice's
 * settings (off by default; a save that does not name it leaves it), and carried to the candidate
 * with the skills test's and the typing test's content, where an approved accommodation waives it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { freshApplication, type Application } from '../../test/lease-kit.ts';

let t: TestApp;
let owner: string;
let demoId: number;
const notice = () => `/api/account/v1/${demoId}/candidate-notice/`;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  owner = (await t.signIn('owner@demo-company.test')).token;
  demoId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => t.close());

const save = (body: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: notice(), token: owner, body: { en: null, es: null, fr: null, ...body } });

/** What the candidate's own test content says of the ask. */
async function askOf(app: Application, kind: 'skills_test' | 'typing_test'): Promise<unknown> {
  const url =
    kind === 'skills_test'
      ? `/api/user-response/v1/skills-test/${app.ref_id}/?job_step_activity_id=${app.job_step_activity_id}&language=en`
      : `/api/user-response/v1/typing-tests/job_step_activity/${app.job_step_activity_id}/user/${app.who.userId}/ref/${app.ref_id}/`;
  const res = await t.request({ method: 'GET', url, token: app.who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ask_full_screen;
}

describe('full screen during timed tests', () => {
  it('given no choice yet, then off; asked, kept; a save that does not name it leaves it; turned off again', async () => {
    const before = await t.request({ method: 'GET', url: notice(), token: owner });
    expect(before.json().data.ask_full_screen).toBe(false);
    const asked = await save({ ask_full_screen: true });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.ask_full_screen).toBe(true);
    const textsOnly = await save({ en: 'We score a typing test.' });
    expect(textsOnly.json().data).toMatchObject({ en: 'We score a typing test.', ask_full_screen: true });
    expect((await save({ ask_full_screen: false })).json().data.ask_full_screen).toBe(false);
  });

  it.each(['skills_test', 'typing_test'] as const)(
    'given the company asks, then the %s content says so, except where an accommodation was approved',
    async (kind) => {
      const app = await freshApplication(t, kind);
      await save({ ask_full_screen: false });
      expect(await askOf(app, kind)).toBe(false);
      await save({ ask_full_screen: true });
      expect(await askOf(app, kind)).toBe(true);
      await t.db
        .insertInto('accommodation_requests')
        .values({ ref_id: app.ref_id, kinds: ['breaks'], status: 'approved', decided_at: new Date() })
        .execute();
      expect(await askOf(app, kind)).toBe(false);
      await save({ ask_full_screen: false });
    },
  );
});
