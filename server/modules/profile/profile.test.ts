import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, li: S, owner: S, admin: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = ['maria.garcia@assay.test', 'li.wei@assay.test', 'owner@demo-company.test', 'admin@assay.test'];
  [maria, li, owner, admin] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [S, S, S, S];
});
afterAll(async () => t.close());

const read = (who: S, userId = who.userId) =>
  t.request({ method: 'GET', url: `/api/user/v1/profile/${userId}/`, token: who.token });
const patch = (who: S, body: unknown, userId = who.userId) =>
  t.request({ method: 'PATCH', url: `/api/user/v1/profile/${userId}/`, token: who.token, body });

const complete = {
  first_name: 'Maria',
  last_name: 'Garcia',
  email2: 'maria.home@example.com',
  dob: '1990-04-12',
  gender: 'Female',
  phone_number: '5125550100',
  jobtitle: 'Support Agent',
  city: 'Austin',
  state_code: 'TX',
  zip: '78701',
  country_code: 'US',
  linkedin_url: 'https://www.linkedin.com/in/maria-garcia',
  is_opt_in: true,
};

describe('the personal profile', () => {
  it('given a new profile, then it reads with empty fields and no resume', async () => {
    const res = await read(li);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      user_id: li.userId,
      first_name: 'Li',
      email: 'li.wei@assay.test',
      gender: null,
      dob: null,
      is_opt_in: false,
      resume: null,
    });
  });

  it('given every field valid, when Maria saves, then it reads back as saved (dates as YYYY-MM-DD)', async () => {
    const res = await patch(maria, complete);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ ...complete, email: 'maria.garcia@assay.test' });
    expect((await read(maria)).json().data).toMatchObject(complete);
  });

  it('given the section 5 mistakes, then 400 names each field with its message and nothing changes', async () => {
    const res = await patch(maria, {
      first_name: 'M',
      last_name: 'G',
      gender: null,
      dob: '',
      phone_number: '512 555-0100',
      email: 'maria@',
      email2: 'nope',
      linkedin_url: 'https://example.com/maria',
    });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (res.json().errors as { prop: string; message: string }[]).map((e) => [e.prop, e.message]),
    );
    expect(messages).toEqual({
      first_name: 'First name must be at least 2 characters.',
      last_name: 'Last name must be at least 2 characters.',
      email: 'Enter a valid email address.',
      email2: 'Enter a valid secondary email address.',
      gender: 'The Gender field is required',
      dob: 'Date of birth is required.',
      phone_number: 'Phone number is invalid. Use digits only, without spaces or special characters.',
      linkedin_url: 'Enter a valid LinkedIn URL, like https://www.linkedin.com/in/your-name.',
    });
    expect((await read(maria)).json().data).toMatchObject(complete);
  });

  it('given a partial patch, then the merged profile is judged: a profile without gender cannot be saved', async () => {
    const res = await patch(li, { city: 'Dallas' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { prop: string }) => e.prop)).toEqual(['gender', 'dob']);
    const ok = await patch(li, { city: 'Dallas', gender: 'Male', dob: '1995-01-02' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ city: 'Dallas', gender: 'Male', dob: '1995-01-02' });
  });

  it('given an end date before the start date, then it is saved (a warning on screen, not an error)', async () => {
    const res = await patch(maria, { start_date: '2024-05-01', end_date: '2024-04-01' });
    expect(res.statusCode).toBe(200);
  });

  it("given another user's email (with the step-up a new sign-in email takes, D262), then 409 email_exists", async () => {
    const res = await patch(maria, { email: 'li.wei@assay.test', proof: { password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('email_exists');
  });

  it('given someone else, then staff get 404 for reading and writing; a provider admin may read but not write', async () => {
    expect((await read(owner, maria.userId)).statusCode).toBe(404);
    expect((await read(li, maria.userId)).statusCode).toBe(404);
    expect((await patch(owner, { city: 'X' }, maria.userId)).statusCode).toBe(404);
    expect((await read(admin, maria.userId)).statusCode).toBe(200);
    expect((await patch(admin, { city: 'X' }, maria.userId)).statusCode).toBe(404);
  });
});
