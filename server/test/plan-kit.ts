/** What the plan editor tests share: /api requests as a signed-in user, a draft job with one step, a company's id by name. */
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `app` is read at call time, so the kit can be made before beforeAll starts the app. */
export function planClient(app: () => TestApp) {
  const req = (who: SignedIn, method: Method, url: string, body?: unknown) =>
    app().request({ method, url: `/api${url}`, token: who.token, body });
  const ok = async (who: SignedIn, method: Method, url: string, body?: unknown) => {
    const res = await req(who, method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json().data;
  };
  async function draftWithStep(
    who: SignedIn,
    title: string,
    stepName: string,
  ): Promise<{ jobId: number; stepId: number }> {
    const { job_id } = await ok(who, 'POST', '/job/v1/builder/', { title });
    const step = await ok(who, 'POST', `/job/v1/job-step/${job_id}/`, { name: stepName });
    return { jobId: job_id, stepId: step.job_step_id };
  }
  return { req, ok, draftWithStep };
}

export async function accountIdByName(t: TestApp, name: string): Promise<number> {
  return (await t.db.selectFrom('accounts').select('account_id').where('name', '=', name).executeTakeFirstOrThrow())
    .account_id;
}
