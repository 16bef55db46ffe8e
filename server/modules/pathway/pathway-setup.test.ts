import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Participant,
  ParticipantCandidate,
  ParticipantPage,
  PathwayDetails,
  PathwayList,
  PathwayTeamMember,
} from '../../../contracts/pathway-setup.ts';
import type { TrackerItem } from '../../../contracts/progress.ts';
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S, li: S;
let demoAccountId: number, otherAccountId: number, demoPathwayId: number, requisitionId: number;
let liEmployeeId: number, noAccountEmployeeId: number, otherCompanyEmployeeId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
    'li.wei@assay.test',
  ];
  [owner, recruiter, interviewer, otherOwner, admin, li] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [
    S,
    S,
    S,
    S,
    S,
    S,
  ];
  demoAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  otherAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Other Company').executeTakeFirstOrThrow()
  ).account_id;
  demoPathwayId = (
    await t.db.selectFrom('jobs').select('job_id').where('uuid', '=', DEMO_JOBS.pathway).executeTakeFirstOrThrow()
  ).job_id;
  requisitionId = (
    await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', DEMO_JOBS.openRequisition)
      .executeTakeFirstOrThrow()
  ).job_id;
  liEmployeeId = (
    await t.db.selectFrom('employees').select('employee_id').where('user_id', '=', li.userId).executeTakeFirstOrThrow()
  ).employee_id;
  noAccountEmployeeId = (
    await t.db
      .selectFrom('employees')
      .select('employee_id')
      .where('account_id', '=', demoAccountId)
      .where('user_id', 'is', null)
      .where('end_date', 'is', null)
      .orderBy('employee_id')
      .limit(1)
      .executeTakeFirstOrThrow()
  ).employee_id;
  otherCompanyEmployeeId = await employeeWithoutEmail(otherAccountId, 'Otto', 'Other');
});
afterAll(async () => t.close());

/** A current employee with neither a sign-in account nor an email. */
async function employeeWithoutEmail(accountId: number, first_name: string, last_name: string): Promise<number> {
  const row = await t.db
    .insertInto('employees')
    .values({
      account_id: accountId,
      user_id: null,
      hired_from_ref_id: null,
      first_name,
      last_name,
      email: null,
      job_title: 'Clerk',
      start_date: '2025-01-01',
      end_date: null,
      separation_type: null,
      separation_reason: null,
      supervisor_email: null,
    })
    .returning('employee_id')
    .executeTakeFirstOrThrow();
  return row.employee_id;
}

const send = (who: S | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api/pathway/v1${url}`,
    token: who?.token,
    body,
    headers: method === 'GET' ? undefined : { 'idempotency-key': randomUUID() },
  });
const list = (who: S, query = '', accountId = demoAccountId) =>
  send(who, 'GET', `/account/${accountId}/pathways/${query}`);
const create = (who: S, body: unknown, accountId = demoAccountId) =>
  send(who, 'POST', `/account/${accountId}/pathways/`, body);

async function snapshot() {
  const jobs = await t.db.selectFrom('jobs').selectAll().orderBy('job_id').execute();
  const team = await t.db.selectFrom('job_team_members').selectAll().orderBy('job_team_id').execute();
  const trackers = await t.db.selectFrom('user_trackers').select(['ref_id', 'removed_at']).orderBy('ref_id').execute();
  const participants = await t.db.selectFrom('pathway_participants').selectAll().orderBy('ref_id').execute();
  return JSON.stringify({ jobs, team, trackers, participants });
}

const mailCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function newPathway(title = `Pathway ${randomUUID().slice(0, 8)}`): Promise<PathwayDetails> {
  const res = await create(owner, { title, description: 'For future leads.' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('creating and listing pathways', () => {
  it('given the owner, when they create a pathway, then it is a job of type 4 with an empty plan, no roles, and it is listed', async () => {
    const made = await newPathway('Operations Pathway');
    expect(made).toMatchObject({
      title: 'Operations Pathway',
      description: 'For future leads.',
      invite_message: '',
      participant_count: 0,
      account_id: demoAccountId,
    });
    expect(made.invite_path).toBe(`/login/career-pathways/${made.uuid}`);
    const job = await t.db.selectFrom('jobs').selectAll().where('job_id', '=', made.job_id).executeTakeFirstOrThrow();
    expect([job.job_type_id, job.tracker_title, job.is_draft, job.is_accepting_applications, job.created_by]).toEqual([
      4,
      'Pathway',
      false,
      true,
      owner.userId,
    ]);
    expect(
      await t.db.selectFrom('job_steps').select('job_step_id').where('job_id', '=', made.job_id).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('pathway_jobs').select('pathway_job_id').where('job_id', '=', made.job_id).execute(),
    ).toEqual([]);

    const page: PathwayList = (await list(owner, '?search=operations')).json().data;
    expect(page.can_create).toBe(true);
    expect(page.data.map((p) => [p.title, p.participant_count, p.activity_count, p.role_count])).toEqual([
      ['Operations Pathway', 0, 0, 0],
    ]);
    const all: PathwayList = (await list(owner, '?ordering=title&page_size=100')).json().data;
    expect(all.data.map((p) => p.title)).toContain('Team Lead Pathway');
    expect(all.data.map((p) => p.title)).toEqual(
      [...all.data.map((p) => p.title)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const team = all.data.find((p) => p.title === 'Team Lead Pathway')!;
    expect(team.participant_count).toBeGreaterThanOrEqual(2);
    expect(team.role_count).toBe(3);
  });

  it('pages and orders the list', async () => {
    for (const n of [1, 2, 3]) await newPathway(`Paged ${n}`);
    const first: PathwayList = (await list(owner, '?search=paged&ordering=-title&page_size=2')).json().data;
    expect([first.count, first.data.map((p) => p.title)]).toEqual([3, ['Paged 3', 'Paged 2']]);
    const second: PathwayList = (await list(owner, '?search=paged&ordering=-title&page_size=2&page=2')).json().data;
    expect(second.data.map((p) => p.title)).toEqual(['Paged 1']);
  });

  it('given staff without all_pathways_access, then they list only pathways whose team they are on and cannot create one', async () => {
    const before = await snapshot();
    const refused = await create(recruiter, { title: 'Not mine' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    expect(await snapshot()).toBe(before);
    const empty: PathwayList = (await list(recruiter)).json().data;
    expect([empty.count, empty.can_create]).toEqual([0, false]);

    const made = await newPathway('Recruiter team pathway');
    expect(
      (await send(owner, 'POST', `/team/${made.job_id}/`, { email: 'recruiter@demo-company.test' })).statusCode,
    ).toBe(200);
    const mine: PathwayList = (await list(recruiter)).json().data;
    expect(mine.data.map((p) => [p.title, p.is_team_member])).toEqual([['Recruiter team pathway', true]]);
    expect((await send(recruiter, 'GET', `/setup/${made.job_id}/`)).statusCode).toBe(200);
    // The owner filters to their own teams.
    const ownerMine: PathwayList = (await list(owner, '?team=mine')).json().data;
    expect(ownerMine.data.every((p) => p.is_team_member)).toBe(true);
  });

  it('another company answers 404 and sees none of Demo Company; bad input is refused with nothing written', async () => {
    expect((await list(otherOwner)).statusCode).toBe(404);
    expect((await create(otherOwner, { title: 'Intruder' })).statusCode).toBe(404);
    expect(
      (await list(otherOwner, '', otherAccountId)).json().data.data.map((p: { title: string }) => p.title),
    ).not.toContain('Team Lead Pathway');
    const before = await snapshot();
    for (const body of [
      { title: '' },
      { title: '   ' },
      { title: 'x'.repeat(201) },
      { description: 'no title' },
      { title: 'ok', description: 'x'.repeat(5001) },
    ]) {
      const res = await create(owner, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, 'validation_error']);
    }
    expect((await list(owner, '?ordering=nope')).statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});

describe("a pathway's details", () => {
  it('given the owner, then they read and update title, description and invite message; a provider admin may too', async () => {
    const made = await newPathway();
    const res = await send(owner, 'PUT', `/setup/${made.job_id}/`, {
      title: '  Renamed  ',
      description: 'New words',
      invite_message: 'Welcome aboard',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Renamed',
      description: 'New words',
      invite_message: 'Welcome aboard',
    });
    expect((await send(admin, 'GET', `/setup/${made.job_id}/`)).json().data.title).toBe('Renamed');
  });

  it('answers 404 for another company, a requisition or a missing pathway, 403 for staff without the flag or the team, and refuses bad input', async () => {
    const made = await newPathway();
    const before = await snapshot();
    const body = { title: 'Changed', description: '', invite_message: '' };
    expect((await send(otherOwner, 'PUT', `/setup/${made.job_id}/`, body)).statusCode).toBe(404);
    expect((await send(owner, 'GET', `/setup/${requisitionId}/`)).statusCode).toBe(404);
    expect((await send(owner, 'GET', `/setup/999999/`)).statusCode).toBe(404);
    for (const who of [recruiter, interviewer]) {
      const res = await send(who, 'PUT', `/setup/${made.job_id}/`, body);
      expect([res.statusCode, res.json().code]).toEqual([403, 'forbidden']);
    }
    const bad = await send(owner, 'PUT', `/setup/${made.job_id}/`, { title: '', description: '', invite_message: '' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_error']);
    expect(await snapshot()).toBe(before);
  });

  it('deletes a pathway: gone from the list and its pages, 404 after', async () => {
    const made = await newPathway('Short lived');
    expect((await send(interviewer, 'DELETE', `/setup/${made.job_id}/`)).statusCode).toBe(403);
    expect((await send(owner, 'DELETE', `/setup/${made.job_id}/`)).statusCode).toBe(200);
    expect((await list(owner, '?search=short')).json().data.count).toBe(0);
    expect((await send(owner, 'GET', `/setup/${made.job_id}/`)).statusCode).toBe(404);
  });
});

describe("a pathway's team", () => {
  it('adds a staff user by email (names updated when both given), lists and removes them; the member then works on the pathway', async () => {
    const made = await newPathway();
    const added = await send(owner, 'POST', `/team/${made.job_id}/`, {
      email: ' Interviewer@Demo-Company.test ',
      first_name: 'Ivy',
      last_name: 'Interviewer',
    });
    expect(added.statusCode, added.body).toBe(200);
    const member: PathwayTeamMember = added.json().data;
    expect(member).toMatchObject({
      email: 'interviewer@demo-company.test',
      first_name: 'Ivy',
      last_name: 'Interviewer',
    });
    expect(
      (await send(owner, 'GET', `/team/${made.job_id}/`)).json().data.map((m: PathwayTeamMember) => m.email),
    ).toEqual(['interviewer@demo-company.test']);
    // Adding twice keeps one membership.
    expect(
      (await send(owner, 'POST', `/team/${made.job_id}/`, { email: 'interviewer@demo-company.test' })).json().data
        .job_team_id,
    ).toBe(member.job_team_id);
    expect((await send(interviewer, 'GET', `/participants/${made.job_id}/`)).statusCode).toBe(200);
    expect((await send(owner, 'DELETE', `/team/${made.job_id}/${member.job_team_id}/`)).statusCode).toBe(200);
    expect((await send(owner, 'GET', `/team/${made.job_id}/`)).json().data).toEqual([]);
    expect((await send(interviewer, 'GET', `/participants/${made.job_id}/`)).statusCode).toBe(403);
  });

  it('refuses an email that is not a staff user of the company with "User not found", and a member of another pathway', async () => {
    const made = await newPathway();
    const before = await snapshot();
    for (const email of ['nobody@nowhere.test', 'li.wei@assay.test', 'owner@other-company.test']) {
      const res = await send(owner, 'POST', `/team/${made.job_id}/`, { email });
      expect([res.statusCode, res.json().code, res.json().message], email).toEqual([
        404,
        'user_not_found',
        'User not found',
      ]);
    }
    const bad = await send(owner, 'POST', `/team/${made.job_id}/`, { email: 'not an email' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_error']);
    const demoTeamId = (
      await send(owner, 'POST', `/team/${demoPathwayId}/`, { email: 'owner@demo-company.test' })
    ).json().data.job_team_id;
    const snap = await snapshot();
    expect((await send(owner, 'DELETE', `/team/${made.job_id}/${demoTeamId}/`)).statusCode).toBe(404);
    expect(await snapshot()).toBe(snap);
    expect(before).not.toBe(snap);
  });
});

describe("a pathway's participants", () => {
  it('adds an employee with a supervisor email: they get a pathway tracker like a candidate, the list shows them, and they can be removed', async () => {
    const made = await newPathway('Participants pathway');
    const res = await send(owner, 'POST', `/participants/${made.job_id}/`, {
      employee_ids: [liEmployeeId],
      supervisor_email: 'Sofia.Lead@demo-company.test',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [added] = res.json().data as Participant[];
    expect(added).toMatchObject({
      user_id: li.userId,
      employee_id: liEmployeeId,
      first_name: 'Li',
      last_name: 'Wei',
      supervisor_email: 'sofia.lead@demo-company.test',
      pct_complete: 0,
    });

    // Li's own tracker list now holds the pathway, as a candidate's would.
    const trackers: TrackerItem[] = (
      await t.request({ method: 'GET', url: `/api/user/v1/progress-tracker/user/${li.userId}/`, token: li.token })
    ).json().data;
    expect(trackers.find((tr) => tr.ref_id === added!.ref_id)).toMatchObject({
      job_type_id: 4,
      tracker_title: 'Pathway',
      job_title: 'Participants pathway',
    });

    const page: ParticipantPage = (await send(owner, 'GET', `/participants/${made.job_id}/?search=wei`)).json().data;
    expect(page.data.map((p) => p.ref_id)).toEqual([added!.ref_id]);
    expect((await send(owner, 'GET', `/participants/${made.job_id}/?search=zzz`)).json().data.count).toBe(0);
    const picker: ParticipantCandidate[] = (
      await send(owner, 'GET', `/participants/${made.job_id}/employees/?search=li`)
    ).json().data;
    expect(picker.find((c) => c.employee_id === liEmployeeId)).toMatchObject({
      has_account: true,
      is_participant: true,
    });
    expect((await list(owner, '?search=participants')).json().data.data[0].participant_count).toBe(1);

    // Twice is refused, nothing written.
    const before = await snapshot();
    const again = await send(owner, 'POST', `/participants/${made.job_id}/`, { employee_ids: [liEmployeeId] });
    expect([again.statusCode, again.json().code]).toEqual([409, 'already_participant']);
    expect(await snapshot()).toBe(before);

    expect((await send(owner, 'DELETE', `/participants/${made.job_id}/${added!.ref_id}/`)).statusCode).toBe(200);
    expect((await send(owner, 'GET', `/participants/${made.job_id}/`)).json().data.count).toBe(0);
    expect((await send(owner, 'DELETE', `/participants/${made.job_id}/${added!.ref_id}/`)).statusCode).toBe(404);
    // Answers stay: the tracker is only hidden.
    expect(
      (
        await t.db
          .selectFrom('user_trackers')
          .select('removed_at')
          .where('ref_id', '=', added!.ref_id)
          .executeTakeFirstOrThrow()
      ).removed_at,
    ).not.toBeNull();
  });

  it("pages and orders the demo pathway's participants, and defaults the supervisor to the employee's own", async () => {
    const first: ParticipantPage = (
      await send(owner, 'GET', `/participants/${demoPathwayId}/?ordering=last_name&page_size=2`)
    ).json().data;
    expect(first.data.length).toBe(Math.min(2, first.count));
    expect(first.count).toBeGreaterThanOrEqual(2);
    const names = (await send(owner, 'GET', `/participants/${demoPathwayId}/?ordering=-last_name&page_size=100`))
      .json()
      .data.data.map((p: Participant) => p.last_name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const li = (await send(owner, 'GET', `/participants/${demoPathwayId}/?search=li%20wei`)).json().data
      .data[0] as Participant;
    expect(li.employee_id).toBe(liEmployeeId);

    const made = await newPathway();
    const own = await t.db
      .selectFrom('employees')
      .select('supervisor_email')
      .where('employee_id', '=', liEmployeeId)
      .executeTakeFirstOrThrow();
    const res = await send(owner, 'POST', `/participants/${made.job_id}/`, { employee_ids: [liEmployeeId] });
    expect(res.json().data[0].supervisor_email).toBe(own.supervisor_email);
  });

  it('refuses an employee with neither account nor email, of another company, bad input, staff without access; all or nothing', async () => {
    const made = await newPathway();
    const unreachableId = await employeeWithoutEmail(demoAccountId, 'Nadia', 'Nomail');
    const before = await snapshot();
    const mailsBefore = await mailCount();
    const noEmail = await send(owner, 'POST', `/participants/${made.job_id}/`, {
      employee_ids: [liEmployeeId, noAccountEmployeeId, unreachableId],
    });
    expect([noEmail.statusCode, noEmail.json().code, noEmail.json().errors[0].message]).toEqual([
      409,
      'employee_without_email',
      'Nadia Nomail',
    ]);
    expect(
      (await send(owner, 'POST', `/participants/${made.job_id}/`, { employee_ids: [otherCompanyEmployeeId] }))
        .statusCode,
    ).toBe(404);
    for (const body of [
      { employee_ids: [] },
      { employee_ids: ['x'] },
      { employee_ids: [liEmployeeId], supervisor_email: 'nope' },
      {},
    ]) {
      const res = await send(owner, 'POST', `/participants/${made.job_id}/`, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, 'validation_error']);
    }
    expect(
      (await send(recruiter, 'POST', `/participants/${made.job_id}/`, { employee_ids: [liEmployeeId] })).statusCode,
    ).toBe(403);
    expect(
      (await send(otherOwner, 'POST', `/participants/${made.job_id}/`, { employee_ids: [liEmployeeId] })).statusCode,
    ).toBe(404);
    expect((await send(otherOwner, 'GET', `/participants/${made.job_id}/`)).statusCode).toBe(404);
    expect((await send(owner, 'GET', `/participants/${made.job_id}/?page_size=1000`)).statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
    expect(await mailCount()).toBe(mailsBefore);
  });

  it('given an employee without an account and one with, when both are added, then the first gets an account and a set-password link, both get the invitation mail with the invite message; accepting the link signs in to the pathway', async () => {
    const made = await newPathway('Invited pathway');
    expect(
      (
        await send(owner, 'PUT', `/setup/${made.job_id}/`, {
          title: 'Invited pathway',
          description: 'For future leads.',
          invite_message: 'Please finish by Friday.',
        })
      ).statusCode,
    ).toBe(200);
    const employee = await t.db
      .selectFrom('employees')
      .select(['email', 'first_name'])
      .where('employee_id', '=', noAccountEmployeeId)
      .executeTakeFirstOrThrow();
    expect(
      await t.db.selectFrom('users').select('user_id').where('email', '=', employee.email!).executeTakeFirst(),
    ).toBeUndefined();

    const res = await send(owner, 'POST', `/participants/${made.job_id}/`, {
      employee_ids: [noAccountEmployeeId, liEmployeeId],
    });
    expect(res.statusCode, res.body).toBe(200);
    const linked = await t.db
      .selectFrom('employees')
      .select('user_id')
      .where('employee_id', '=', noAccountEmployeeId)
      .executeTakeFirstOrThrow();
    const account = await t.db
      .selectFrom('users')
      .select(['user_id', 'password_hash'])
      .where('email', '=', employee.email!)
      .executeTakeFirstOrThrow();
    expect(linked.user_id).toBe(account.user_id);
    expect(account.password_hash).toBeNull();

    const mailTo = (to: string) =>
      t.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', to)
        .orderBy('mail_id', 'desc')
        .executeTakeFirstOrThrow();
    const toNew = await mailTo(employee.email!);
    expect(toNew.subject).toBe('Demo Company invites you to a pathway: Invited pathway');
    expect(toNew.text_body).toContain('To start, choose your password here');
    expect(toNew.text_body).toContain('Please finish by Friday.');
    const token = /accept-invitation\?token=([^\s]+)/.exec(toNew.text_body)?.[1];
    expect(token).toBeDefined();
    const toLi = await mailTo('li.wei@assay.test');
    expect(toLi.text_body).toContain(`/login/career-pathways/${made.uuid}`);
    expect(toLi.text_body).not.toContain('accept-invitation');
    // Someone with an account is told to sign in, never asked for a password.
    expect(toLi.text_body).toContain('Sign in with your Assay account to start:');
    expect(toLi.text_body).not.toMatch(/password/i);

    const accepted = await t.request({
      method: 'POST',
      url: '/api/account/v1/invitation/accept/',
      body: {
        token: decodeURIComponent(token!),
        password: 'Pathway-Start-2026!',
        password_confirmation: 'Pathway-Start-2026!',
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const them = await t.signIn(employee.email!, 'Pathway-Start-2026!');
    const trackers: TrackerItem[] = (
      await t.request({ method: 'GET', url: `/api/user/v1/progress-tracker/user/${them.userId}/`, token: them.token })
    ).json().data;
    expect(trackers.map((tr) => tr.job_title)).toContain('Invited pathway');
  });
});
