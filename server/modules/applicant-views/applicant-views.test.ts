/** Saved views of an applicant list (D206): each person's own, by name, against the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S;
const url = '/api/smartreq/v1/jobs/1/applicant-views/';
const call = (who: S, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  t.request({ method, url: path, token: who.token, body });

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  [owner, recruiter, interviewer, otherOwner] = (await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'owner@other-company.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S];
});
afterAll(async () => t.close());

describe('saved views of the applicant list', () => {
  it('given a named search, then its owner lists, replaces by name and deletes it; nobody else sees or deletes it', async () => {
    const saved = await call(recruiter, 'POST', url, {
      name: 'Shortlist',
      search: '?job_id=1&status=active&ordering=name',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Shortlist', search: 'ordering=name&status=active' });
    const again = await call(recruiter, 'POST', url, { name: 'Shortlist', search: 'status=rejected' });
    expect(again.json().data.view_id).toBe(saved.json().data.view_id);
    expect((await call(recruiter, 'GET', url)).json().data).toEqual([
      { view_id: saved.json().data.view_id, name: 'Shortlist', search: 'status=rejected' },
    ]);
    expect((await call(owner, 'GET', url)).json().data).toEqual([]);
    expect((await call(interviewer, 'GET', url)).statusCode).toBe(404);
    expect((await call(otherOwner, 'GET', url)).statusCode).toBe(404);
    const one = `/api/smartreq/v1/applicant-views/${saved.json().data.view_id}/`;
    expect((await call(owner, 'DELETE', one)).statusCode).toBe(404);
    expect((await call(recruiter, 'GET', url)).json().data).toHaveLength(1);
    expect((await call(recruiter, 'DELETE', one)).statusCode).toBe(200);
    expect((await call(recruiter, 'GET', url)).json().data).toEqual([]);
    const nameless = await call(recruiter, 'POST', url, { name: '  ', search: '' });
    expect(nameless.statusCode).toBe(400);
  });
});
