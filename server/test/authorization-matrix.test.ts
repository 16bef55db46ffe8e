import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from './test-app.ts';
import { signUp } from './sign-up.ts';
import { ACTORS, MATRIX, type Actor, type MatrixContext, type MatrixRow } from './authorization-matrix.ts';
import { isWriteRow } from './matrix/matrix-kit.ts';
import { DEMO_PROFILES } from '../db/seed/demo-job-profiles.ts';
import { PERMISSIONS } from '../../contracts/permissions.ts';
import { declaredOutcome, namesCompany } from './matrix/declared-outcome.ts';
import { undeclaredRoutes } from './matrix/undeclared-routes.ts';

let t: TestApp;
let ctx: MatrixContext;
const tokens = {} as Record<Actor, string | undefined>;
let deactivatedToken: string;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const other = await signUp(t, {
    first_name: 'Other',
    last_name: 'Candidate',
    email: 'other.candidate@matrix.test',
    password: 'Matrix-row-1',
    password_confirmation: 'Matrix-row-1',
  });
  const emails: Record<Exclude<Actor, 'anonymous'>, [string, string?]> = {
    candidate: ['candidate@assay.test'],
    otherCandidate: ['other.candidate@matrix.test', 'Matrix-row-1'],
    owner: ['owner@demo-company.test'],
    recruiter: ['recruiter@demo-company.test'],
    interviewer: ['interviewer@demo-company.test'],
    otherOwner: ['owner@other-company.test'],
    admin: ['admin@assay.test'],
  };
  expect(other.statusCode).toBe(201);
  const userId = {} as MatrixContext['userId'];
  for (const [actor, [email, password]] of Object.entries(emails) as [
    Exclude<Actor, 'anonymous'>,
    [string, string?],
  ][]) {
    const session = await t.signIn(email, password);
    tokens[actor] = session.token;
    userId[actor] = session.userId;
  }
  const owner = await t.request({ method: 'GET', url: '/api/auth/v1/', token: tokens.owner });
  let n = 0;
  const profile = await t.db
    .selectFrom('jobs')
    .select('job_id')
    .where('uuid', '=', DEMO_PROFILES[0].uuid)
    .executeTakeFirstOrThrow();
  const customDashboard = await t.db
    .selectFrom('custom_dashboards')
    .select('dashboard_id')
    .where('name', '=', 'Turnover')
    .orderBy('dashboard_id')
    .executeTakeFirstOrThrow();
  const demoAccountId = owner.json().data.roles[0].account_id;
  const employee = await t.db
    .selectFrom('employees')
    .select('employee_id')
    .where('account_id', '=', demoAccountId)
    .where('user_id', 'is', null)
    .orderBy('employee_id')
    .executeTakeFirstOrThrow();
  const demoTest = await t.request({
    method: 'POST',
    url: '/api/account/v1/skills-test/',
    token: tokens.owner,
    body: { account_id: demoAccountId, title: 'Matrix company test' },
  });
  expect(demoTest.statusCode).toBe(200);
  // The camera check's rows send a consent and a photo: only a company that asks for it keeps one (D455, D462).
  const camera = await t.request({
    method: 'PUT',
    url: `/api/account/v1/${demoAccountId}/candidate-notice/`,
    token: tokens.owner,
    body: { en: null, es: null, fr: null, ask_camera_check: true },
  });
  expect(camera.statusCode, camera.body).toBe(200);
  const lastExperience = (
    await sql<{
      last_value: string;
    }>`select case when is_called then last_value else last_value - 1 end as last_value from experiences_id_seq`.execute(
      t.db,
    )
  ).rows[0]!;
  ctx = {
    userId,
    demoAccountId,
    demoProfileJobId: profile.job_id,
    demoEmployeeId: employee.employee_id,
    demoCustomDashboardId: customDashboard.dashboard_id,
    demoSkillsTestId: demoTest.json().data.skills_test_id,
    experienceIdBefore: Number(lastExperience.last_value),
    unique: () => `m${Date.now()}-${n++}`,
  };
  deactivatedToken = await deactivatedStaffSession(ctx.demoAccountId, tokens.owner!);
});

/** A Demo Company recruiter who accepted their invitation, signed in, and was then deactivated by the owner. */
async function deactivatedStaffSession(accountId: number, ownerToken: string): Promise<string> {
  const email = 'deactivated.recruiter@matrix.test';
  const flags = {
    all_employee_access: false,
    company_settings_access: false,
    full_access: false,
    job_profile_access: false,
    performance_access: false,
    private_data_access: false,
    company_dashboard_access: false,
    smartreq_access: true,
    all_pathways_access: false,
  };
  const invited = await t.request({
    method: 'POST',
    url: `/api/account/v1/${accountId}/users/`,
    token: ownerToken,
    body: { email, first_name: 'Dee', last_name: 'Activated', flags },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const mail = await t.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow();
  const token = decodeURIComponent(/accept-invitation\?token=([^\s"&<]+)/.exec(mail.text_body)![1]!);
  await t.request({
    method: 'POST',
    url: '/api/account/v1/invitation/accept/',
    body: { token, password: 'Matrix-row-1', password_confirmation: 'Matrix-row-1' },
  });
  const session = await t.signIn(email, 'Matrix-row-1');
  const off = await t.request({
    method: 'POST',
    url: `/api/account/v1/${accountId}/users/${session.userId}/deactivate/`,
    token: ownerToken,
  });
  expect(off.statusCode, off.body).toBe(200);
  return session.token;
}
afterAll(async () => t.close());

const WRITES = /^(POST|PUT|PATCH|DELETE) /;

/** The status `actor` gets by the row's endpoint's declared permission alone, or undefined where the data decides. */
let endpoints: Map<string, TestApp['app']['endpointTable'][number]> | undefined;
const endpointOf = (row: MatrixRow) =>
  (endpoints ??= new Map(t.app.endpointTable.map((e) => [`${e.method} ${e.path}`, e]))).get(row.endpoint)!;

function declaredStatus(row: MatrixRow, actor: Actor): number | undefined {
  const endpoint = endpointOf(row);
  const names = namesCompany(ctx.demoAccountId, row.request(ctx, actor), endpoint);
  return declaredOutcome(PERMISSIONS[endpoint.access], actor, names);
}

/** What the row expects of `actor`: a read's written status; a write's from its declaration, else what the data decides (D510). */
function expectedStatus(row: MatrixRow, actor: Actor): number {
  if (!isWriteRow(row)) return row.expect[actor];
  return declaredStatus(row, actor) ?? row.except?.[actor] ?? row.passes;
}

describe('the authorisation matrix', () => {
  it('has a row for every endpoint the server registers', () => {
    const covered = new Set(MATRIX.map((row) => row.endpoint));
    const missing = t.app.endpointTable.map((e) => `${e.method} ${e.path}`).filter((key) => !covered.has(key));
    expect(missing, 'endpoints without an authorisation row').toEqual([]);
  });

  it('has no route under /api outside the declared endpoints but those named with their reason (D322)', () => {
    expect(undeclaredRoutes(t.app.routeTable, t.app.endpointTable), 'routes without a declaration').toEqual([]);
    expect(t.app.routeTable.length).toBeGreaterThan(t.app.endpointTable.length);
  });

  it('names only endpoints that exist', () => {
    const registered = new Set(t.app.endpointTable.map((e) => `${e.method} ${e.path}`));
    expect(MATRIX.map((row) => row.endpoint).filter((key) => !registered.has(key))).toEqual([]);
  });

  it("computes each actor's refusals from the endpoint's declared permission, and no read row contradicts them", () => {
    const contradictions: string[] = [];
    let derived = 0;
    for (const row of MATRIX) {
      if (isWriteRow(row)) continue;
      for (const actor of ACTORS) {
        const declared = declaredStatus(row, actor);
        if (declared === undefined) continue;
        derived++;
        if (row.expect[actor] !== declared)
          contradictions.push(
            `${row.endpoint} (${row.what}) as ${actor}: '${endpointOf(row).access}' says ${declared}, the row ${row.expect[actor]}`,
          );
      }
    }
    expect(contradictions).toEqual([]);
    expect(derived).toBeGreaterThan(MATRIX.filter((row) => !isWriteRow(row)).length);
  });

  it('takes every write row from its declaration (D510): the data decides only for actors the declaration lets through', () => {
    const misplaced = MATRIX.filter((row) => isWriteRow(row) === !WRITES.test(row.endpoint)).map((row) => row.endpoint);
    expect(misplaced, 'writes with `passes` (computed), reads with `expect` (written out)').toEqual([]);
    const decided: string[] = [];
    let derived = 0;
    for (const row of MATRIX) {
      if (!isWriteRow(row)) continue;
      for (const actor of ACTORS) {
        const declared = declaredStatus(row, actor);
        if (declared !== undefined) derived++;
        if (declared !== undefined && row.except?.[actor] !== undefined)
          decided.push(
            `${row.endpoint} (${row.what}) as ${actor}: the declaration says ${declared}; drop it from \`except\``,
          );
      }
    }
    expect(decided).toEqual([]);
    expect(derived).toBeGreaterThan(MATRIX.filter(isWriteRow).length);
  });

  for (const row of MATRIX) {
    for (const actor of ACTORS) {
      // A write's status is computed once the app is up (its declaration, the company its request names).
      const title = isWriteRow(row)
        ? `as its declaration says (else ${row.except?.[actor] ?? row.passes})`
        : row.expect[actor];
      it(`${row.endpoint} (${row.what}) as ${actor} answers ${title}`, async () => {
        const expected = expectedStatus(row, actor);
        const { url, body, headers } = row.request(ctx, actor);
        const res = await t.request({
          method: row.endpoint.split(' ')[0] as 'GET',
          url,
          body,
          token: tokens[actor],
          ...(headers ? { headers } : {}),
        });
        expect(res.statusCode, res.body).toBe(expected);
        if (expected >= 400) {
          expect(res.json()).not.toHaveProperty('data');
          expect(res.json()).toHaveProperty('code');
        }
      });
    }
  }
});

describe('a deactivated staff user', () => {
  // Their access token still verifies, but they have no session: every endpoint answers them as it answers someone signed out.
  for (const row of MATRIX) {
    it(`${row.endpoint} (${row.what}) answers as to someone signed out`, async () => {
      const { url, body, headers } = row.request(ctx, 'anonymous');
      const res = await t.request({
        method: row.endpoint.split(' ')[0] as 'GET',
        url,
        body,
        token: deactivatedToken,
        ...(headers ? { headers } : {}),
      });
      expect(res.statusCode, res.body).toBe(expectedStatus(row, 'anonymous'));
    });
  }
});
