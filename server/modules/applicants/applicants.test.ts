import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { isShownForHiring } from '../../../contracts/hiring-attributes.ts';
import type { ApplicantPage, ApplicantRow } from '../../../contracts/applicants.ts';
import { DEMO_APPLICANT_COUNT, demoApplicantRefId } from '../../db/seed/demo-applicants.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let otherRefId: string;
let otherJobId: number;
let demoAccountId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  for (const [name, email] of [
    ['owner', 'owner@demo-company.test'],
    ['recruiter', 'recruiter@demo-company.test'],
    ['interviewer', 'interviewer@demo-company.test'],
    ['candidate', 'candidate@assay.test'],
    ['otherOwner', 'owner@other-company.test'],
    ['admin', 'admin@assay.test'],
  ] as const) {
    tokens[name] = (await t.signIn(email)).token;
  }
  demoAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  // Other Company gets a requisition and one applicant, so foreign ref_ids exist.
  const other = await t.db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Other Company')
    .executeTakeFirstOrThrow();
  const job = await t.db
    .insertInto('jobs')
    .values({
      uuid: randomUUID(),
      account_id: other.account_id,
      job_type_id: 2,
      title: 'Other Company Cashier',
      tracker_title: 'Job Application',
      city: null,
      state: null,
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  otherJobId = job.job_id;
  const candidate = await t.db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'li.wei@assay.test')
    .executeTakeFirstOrThrow();
  otherRefId = randomUUID();
  await t.db
    .insertInto('user_trackers')
    .values({ ref_id: otherRefId, user_id: candidate.user_id, job_id: otherJobId, account_id: other.account_id })
    .execute();
});
afterAll(async () => t.close());

async function list(query: string, token = tokens.owner!, jobId = 1): Promise<ApplicantPage> {
  const res = await t.request({ method: 'GET', url: `/api/smartreq/v1/applicants/${jobId}/${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ApplicantPage;
}

async function dbCount(where: string, jobId = 1): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`select count(*) as n from user_trackers where job_id = ${jobId} and removed_at is null and (${sql.raw(where)})`.execute(
    t.db,
  );
  return Number(rows[0]!.n);
}

const post = (url: string, body: unknown, token = tokens.owner!) =>
  t.request({ method: 'POST', url: `/api/smartreq/v1/${url}/`, token, body });

async function trackerState(refIds: string[]) {
  return t.db
    .selectFrom('user_trackers')
    .select([
      'ref_id',
      'status',
      'job_id',
      'assigned_user_id',
      'is_new',
      'removed_at',
      'rejection_reason_id',
      'rejection_note',
    ])
    .where('ref_id', 'in', refIds)
    .orderBy('ref_id')
    .execute();
}

describe('the requisition applicant list', () => {
  it('defaults to page 1 of 25, newest application first, with every row field', async () => {
    const page = await list('');
    expect(page.page).toBe(1);
    expect(page.page_size).toBe(25);
    expect(page.count).toBe(await dbCount('true'));
    expect(page.count).toBeGreaterThan(150);
    expect(page.data).toHaveLength(25);
    const dates = page.data.map((r) => r.application_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const row = page.data[0]!;
    for (const key of [
      'user_smartreq_id',
      'ref_id',
      'user_id',
      'first_name',
      'last_name',
      'email',
      'status',
      'is_new',
      'current_step_name',
      'completed_activities',
      'total_activities',
      'completed_pct',
      'fit_score',
      'assigned_user_name',
      'rejection_reason',
    ]) {
      expect(row).toHaveProperty(key);
    }
    expect(row.total_activities).toBe(8);
  });

  it('pages without gaps or repeats', async () => {
    const first20 = await list('?page_size=20&ordering=-fit_score');
    const p1 = await list('?page_size=10&page=1&ordering=-fit_score');
    const p2 = await list('?page_size=10&page=2&ordering=-fit_score');
    expect([...p1.data, ...p2.data].map((r) => r.ref_id)).toEqual(first20.data.map((r) => r.ref_id));
    expect(p2.count).toBe(first20.count);
    const last = await list(`?page_size=100&page=${Math.ceil(first20.count / 100)}`);
    expect(last.data.length).toBe(first20.count % 100 || 100);
    // Past the last page: no rows, and still the list's count (in the same statement as the job, D162).
    const beyond = await list(`?page_size=100&page=${Math.ceil(first20.count / 100) + 1}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.count).toBe(first20.count);
  });

  it('sorts by fit (unscored last), name, status and progress, both ways', async () => {
    const fit = (await list('?ordering=-fit_score&page_size=100')).data;
    const scored = fit.filter((r) => r.fit_score !== null).map((r) => r.fit_score!);
    expect(scored).toEqual([...scored].sort((a, b) => b - a));
    const firstUnscored = fit.findIndex((r) => r.fit_score === null);
    expect(firstUnscored === -1 || firstUnscored >= scored.length).toBe(true);
    const asc = (await list('?ordering=fit_score&page_size=100')).data
      .filter((r) => r.fit_score !== null)
      .map((r) => r.fit_score!);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));

    const names = (await list('?ordering=name&page_size=100')).data.map((r) => r.last_name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const namesDesc = (await list('?ordering=-name&page_size=100')).data.map((r) => r.last_name.toLowerCase());
    expect(namesDesc).toEqual([...namesDesc].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));

    const steps = (await list('?ordering=-step&page_size=100')).data.map((r) => r.completed_activities);
    expect(steps).toEqual([...steps].sort((a, b) => b - a));
    const statuses = (await list('?ordering=status&page_size=100')).data.map((r) => r.status);
    expect(statuses).toEqual([...statuses].sort());
  });

  it('searches the start of first name, last name or email, all words', async () => {
    const garcia = await list('?search=garc');
    expect(garcia.data.map((r) => r.ref_id)).toContain(DEMO_TRACKERS.mariaOpen);
    for (const row of garcia.data)
      expect(`${row.first_name} ${row.last_name} ${row.email}`.toLowerCase()).toMatch(/(^|[ .])garc/);
    const both = await list('?search=maria%20garcia');
    expect(both.data.map((r) => r.ref_id)).toEqual([DEMO_TRACKERS.mariaOpen]);
    const byEmail = await list('?search=li.wei@');
    expect(byEmail.data.map((r) => r.ref_id)).toEqual([DEMO_TRACKERS.liOpen]);
    expect((await list('?search=%25')).count).toBe(0);
    expect((await list('?search=zzzz-nobody')).count).toBe(0);
  });

  it('filters by status, assigned user, new, current step, plan progress and activity', async () => {
    const rejected = await list('?status=rejected&page_size=100');
    expect(rejected.count).toBe(await dbCount(`status = 'rejected'`));
    expect(rejected.count).toBeGreaterThan(0);
    expect(rejected.data.every((r) => r.status === 'rejected' && r.rejection_reason !== null)).toBe(true);

    const owner = await t.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', 'owner@demo-company.test')
      .executeTakeFirstOrThrow();
    const assigned = await list(`?assigned_user_ids=${owner.user_id}&page_size=100`);
    expect(assigned.count).toBe(await dbCount(`assigned_user_id = ${owner.user_id}`));
    expect(assigned.data.every((r) => r.assigned_user_name === 'Olivia Owner')).toBe(true);

    const fresh = await list('?is_new=true&page_size=100');
    expect(fresh.count).toBe(await dbCount('is_new'));

    const done = await list('?step_status=completed&page_size=100');
    expect(done.count).toBe(await dbCount('completed_activity_count >= 8'));
    expect(done.data.every((r) => r.completed_pct === 100 && r.current_step_name === null)).toBe(true);
    const notStarted = await list('?step_status=not_started&page_size=100');
    expect(notStarted.count).toBe(await dbCount('completed_activity_count = 0'));
    const inProgress = await list('?step_status=in_progress&page_size=5');
    expect(inProgress.count + done.count + notStarted.count).toBe(await dbCount('true'));

    const options = (await t.request({ method: 'GET', url: '/api/smartreq/v1/filters/1/', token: tokens.owner })).json()
      .data;
    const [first, second] = options.steps;
    const atSecond = await list(`?job_step_id=${second.job_step_id}&page_size=100`);
    expect(atSecond.count).toBe(await dbCount(`current_job_step_id = ${second.job_step_id}`));
    expect(atSecond.data.every((r) => r.current_step_name === second.name)).toBe(true);
    // Applicants with no progress yet stand at the first step.
    const atFirst = await list(`?job_step_id=${first.job_step_id}&page_size=100`);
    expect(atFirst.count).toBe(
      await dbCount(
        `current_job_step_id = ${first.job_step_id} or (current_job_step_id is null and completed_activity_count = 0)`,
      ),
    );

    const personality = options.steps[1].activities[0].job_step_activity_id;
    const took = await list(`?job_step_activity_id=${personality}&activity_status=completed`);
    const didNot = await list(`?job_step_activity_id=${personality}&activity_status=not_completed`);
    expect(took.count + didNot.count).toBe(await dbCount('true'));
    expect(took.count).toBe(await dbCount('completed_activity_count >= 4'));
  });

  it('refuses out-of-range paging and unknown orderings', async () => {
    for (const q of [
      '?page_size=101',
      '?page_size=0',
      '?page=0',
      '?ordering=email',
      '?status=maybe',
      '?assigned_user_ids=1,x',
      '?page=500&page_size=25',
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/smartreq/v1/applicants/1/${q}`, token: tokens.owner });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('is visible to those who may work on the requisition only', async () => {
    const status = async (token: string | undefined, jobId: number) =>
      (await t.request({ method: 'GET', url: `/api/smartreq/v1/applicants/${jobId}/`, token })).statusCode;
    expect(await status(tokens.recruiter, 1)).toBe(200);
    expect(await status(tokens.admin, 1)).toBe(200);
    expect(await status(tokens.interviewer, 1)).toBe(404);
    expect(await status(tokens.interviewer, 2)).toBe(200);
    expect(await status(tokens.recruiter, 3)).toBe(404);
    expect(await status(tokens.otherOwner, 1)).toBe(404);
    expect(await status(tokens.owner, otherJobId)).toBe(404);
    expect(await status(tokens.candidate, 1)).toBe(403);
    expect(await status(undefined, 1)).toBe(401);
  });

  it('answers a requisition without applicants, and 404 for a deleted requisition or a job profile', async () => {
    const account = (
      await t.db.selectFrom('jobs').select('account_id').where('job_id', '=', 1).executeTakeFirstOrThrow()
    ).account_id;
    const job = (jobTypeId: number, deleted: boolean) =>
      t.db
        .insertInto('jobs')
        .values({
          uuid: randomUUID(),
          account_id: account,
          job_type_id: jobTypeId,
          title: 'List edge',
          tracker_title: 'Job Application',
          city: null,
          state: null,
          deleted_at: deleted ? new Date() : null,
        })
        .returning('job_id')
        .executeTakeFirstOrThrow();
    const empty = await job(JOB_TYPE.requisition, false);
    expect(await list('', tokens.owner, empty.job_id)).toEqual({ data: [], count: 0, page: 1, page_size: 25 });
    expect(await list('?page=3&step_status=completed', tokens.owner, empty.job_id)).toEqual({
      data: [],
      count: 0,
      page: 3,
      page_size: 25,
    });
    // Not on its team and without the company flag: the same 404 as a job that does not exist.
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/smartreq/v1/applicants/${empty.job_id}/`,
          token: tokens.interviewer,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/smartreq/v1/applicants/${empty.job_id}/`,
          token: tokens.otherOwner,
        })
      ).statusCode,
    ).toBe(404);
    for (const gone of [await job(JOB_TYPE.requisition, true), await job(JOB_TYPE.profile, false)]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/smartreq/v1/applicants/${gone.job_id}/`,
        token: tokens.admin,
      });
      expect(res.statusCode, res.body).toBe(404);
    }
  });
});

describe('the account-wide list', () => {
  const accountList = async (query: string, token = tokens.owner!) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/applicants/account/${demoAccountId}/${query}`,
      token,
    });
    return { status: res.statusCode, page: res.json().data as ApplicantPage };
  };

  it('lists the jobs each viewer may work on', async () => {
    // The owner sees every requisition and pathway of the company; the recruiter (smartreq_access, on no
    // pathway's team) every requisition (the demo's past-hiring ones too) and no pathway.
    const accountCount = async (jobTypes: number[]) => {
      const { rows } = await sql<{ n: string }>`select count(*) as n from user_trackers ut join jobs j using (job_id)
        where j.account_id = ${demoAccountId} and j.job_type_id in (${sql.join(jobTypes)}) and ut.removed_at is null`.execute(
        t.db,
      );
      return Number(rows[0]!.n);
    };
    const all = await accountList('?page_size=100');
    expect(all.page.count).toBe(await accountCount([JOB_TYPE.requisition, JOB_TYPE.pathway]));
    expect(all.page.count).toBeGreaterThan(
      (await dbCount('true', 1)) + (await dbCount('true', 2)) + (await dbCount('true', 3)),
    );
    const recruiter = await accountList('?page_size=100', tokens.recruiter);
    expect(recruiter.page.count).toBe(await accountCount([JOB_TYPE.requisition]));
    expect(recruiter.page.data.every((r) => r.job_id !== 3)).toBe(true);
    const interviewer = await accountList('?page_size=100', tokens.interviewer);
    expect(interviewer.page.count).toBe(await dbCount('true', 2));
    expect((await accountList('', tokens.otherOwner)).status).toBe(404);
    expect((await accountList('', tokens.admin)).page.count).toBe(all.page.count);
  });

  it('filters by job type, jobs, candidate and search', async () => {
    const pathways = await accountList('?job_types=4&page_size=100');
    expect(pathways.page.count).toBe(await dbCount('true', 3));
    expect(pathways.page.data.every((r) => r.job_title === 'Team Lead Pathway')).toBe(true);
    const two = await accountList('?job_ids=2&page_size=100');
    expect(two.page.count).toBe(await dbCount('true', 2));
    const maria = await t.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', 'maria.garcia@assay.test')
      .executeTakeFirstOrThrow();
    const hers = await accountList(`?user_id=${maria.user_id}`);
    expect(hers.page.data.map((r) => r.ref_id).sort()).toEqual(
      [DEMO_TRACKERS.mariaOpen, DEMO_TRACKERS.mariaClosed].sort(),
    );
    const search = await accountList('?search=li%20wei');
    expect(search.page.data.map((r) => r.ref_id).sort()).toEqual(
      [DEMO_TRACKERS.liOpen, DEMO_TRACKERS.liPathway].sort(),
    );
  });
});

describe('filter options', () => {
  it('gives steps with activities, statuses, staff and move targets', async () => {
    const res = await t.request({ method: 'GET', url: '/api/smartreq/v1/filters/1/', token: tokens.owner });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.steps.map((s: { name: string }) => s.name)).toEqual(['Application', 'Assessments', 'Skills']);
    expect(data.users.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining(['owner@demo-company.test', 'recruiter@demo-company.test']),
    );
    expect(data.users.map((u: { email: string }) => u.email)).not.toContain('owner@other-company.test');
    expect(data.jobs.map((j: { job_id: number }) => j.job_id)).toEqual(expect.arrayContaining([2, 3]));
    expect(
      (await t.request({ method: 'GET', url: '/api/smartreq/v1/filters/1/', token: tokens.otherOwner })).statusCode,
    ).toBe(404);
  });
});

describe('bulk actions', () => {
  const refs = (from: number, n: number) => Array.from({ length: n }, (_, i) => demoApplicantRefId(from + i));
  const companyReason = async (account: string) =>
    (
      await t.db
        .selectFrom('rejection_reasons as r')
        .innerJoin('accounts as a', 'a.account_id', 'r.account_id')
        .select('r.rejection_reason_id')
        .where('a.name', '=', account)
        .orderBy('r.sort_order')
        .executeTakeFirstOrThrow()
    ).rejection_reason_id;

  it('rejects with a reason and a note, and records the history', async () => {
    const targets = [demoApplicantRefId(0), demoApplicantRefId(1), demoApplicantRefId(2)];
    const reason = await companyReason('Demo Company');
    const res = await post('bulk-reject-applicants', {
      ref_ids: targets,
      rejection_reason_id: reason,
      reason_note: 'Bulk test',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ updated: 3 });
    const state = await trackerState(targets);
    expect(
      state.every(
        (s) => s.status === 'rejected' && s.rejection_reason_id === reason && s.rejection_note === 'Bulk test',
      ),
    ).toBe(true);
    const events = await t.db
      .selectFrom('job_events')
      .select(['ref_id', 'details'])
      .where('kind', '=', 'rejected')
      .where('ref_id', 'in', targets)
      .execute();
    expect(events.filter((e) => (e.details as { reason_note?: string }).reason_note === 'Bulk test')).toHaveLength(3);
    // The same details a scorecard rejection records, so the history can name the reason.
    const named = await t.db
      .selectFrom('rejection_reasons')
      .select(['name', 'rejection_type'])
      .where('rejection_reason_id', '=', reason)
      .executeTakeFirstOrThrow();
    const bulk = events.filter((e) => (e.details as { reason_note?: string }).reason_note === 'Bulk test');
    expect(bulk.map((e) => e.details)).toEqual(
      bulk.map(() => expect.objectContaining({ reason_name: named.name, rejection_type: named.rejection_type })),
    );
  });

  it('changes nothing when one ref_id is foreign, unknown or out of reach, or the reason is another company’s', async () => {
    const targets = refs(10, 3);
    const before = await trackerState([...targets, otherRefId]);
    const reason = await companyReason('Demo Company');
    const mixed = await post('bulk-reject-applicants', {
      ref_ids: [...targets, otherRefId],
      rejection_reason_id: reason,
      reason_note: 'x',
    });
    expect(mixed.statusCode).toBe(404);
    const unknown = await post('bulk-reject-applicants', {
      ref_ids: [...targets, randomUUID()],
      rejection_reason_id: reason,
    });
    expect(unknown.statusCode).toBe(404);
    // The interviewer works on the closed requisition only.
    expect((await post('mark-new', { ref_ids: targets }, tokens.interviewer)).statusCode).toBe(404);
    // Other Company's owner naming Demo Company's applicants.
    expect((await post('bulk-assign-user', { ref_ids: targets, user_id: null }, tokens.otherOwner)).statusCode).toBe(
      404,
    );
    expect((await post('delete-applicants', { ref_ids: [otherRefId] })).statusCode).toBe(404);
    expect(
      (await post('email-applicants', { ref_ids: [targets[0], otherRefId], subject: 'Hi', message: 'There' }))
        .statusCode,
    ).toBe(404);
    const foreignReason = await post('bulk-reject-applicants', {
      ref_ids: targets,
      rejection_reason_id: await companyReason('Other Company'),
    });
    expect(foreignReason.statusCode).toBe(400);
    expect(await trackerState([...targets, otherRefId])).toEqual(before);
  });

  it('assigns to company staff only', async () => {
    const targets = refs(20, 2);
    const recruiter = await t.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', 'recruiter@demo-company.test')
      .executeTakeFirstOrThrow();
    const candidate = await t.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', 'candidate@assay.test')
      .executeTakeFirstOrThrow();
    const otherOwner = await t.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', 'owner@other-company.test')
      .executeTakeFirstOrThrow();
    expect((await post('bulk-assign-user', { ref_ids: targets, user_id: candidate.user_id })).statusCode).toBe(400);
    expect((await post('bulk-assign-user', { ref_ids: targets, user_id: otherOwner.user_id })).statusCode).toBe(400);
    const res = await post('bulk-assign-user', { ref_ids: targets, user_id: recruiter.user_id }, tokens.recruiter);
    expect(res.json().data).toEqual({ updated: 2 });
    expect((await trackerState(targets)).every((s) => s.assigned_user_id === recruiter.user_id)).toBe(true);
    const page = await list(`?assigned_user_ids=${recruiter.user_id}&page_size=100`);
    expect(page.data.map((r) => r.ref_id)).toEqual(expect.arrayContaining(targets));
  });

  it('emails applicants through the outbox and says how many', async () => {
    const targets = refs(30, 4);
    const res = await post('email-applicants', {
      ref_ids: targets,
      subject: 'Next steps',
      message: 'Please book an interview.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sent: 4 });
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('subject', '=', 'Next steps')
      .execute();
    expect(mails).toHaveLength(4);
    expect(mails.every((m) => m.to_address.endsWith('@example.com'))).toBe(true);
    expect(
      await t.db
        .selectFrom('job_events')
        .select('event_id')
        .where('kind', '=', 'emailed')
        .where('ref_id', 'in', targets)
        .execute(),
    ).toHaveLength(4);
  });

  it('marks applicants new again', async () => {
    const targets = refs(40, 3);
    await t.db.updateTable('user_trackers').set({ is_new: false }).where('ref_id', 'in', targets).execute();
    expect((await post('mark-new', { ref_ids: targets })).json().data).toEqual({ updated: 3 });
    expect((await trackerState(targets)).every((s) => s.is_new)).toBe(true);
  });

  it('moves applications to another requisition of the company', async () => {
    const targets = [demoApplicantRefId(48), demoApplicantRefId(49)];
    expect((await trackerState(targets)).every((s) => s.job_id === 1)).toBe(true);
    expect((await post('move-applicants', { ref_ids: targets, to_job_id: otherJobId })).statusCode).toBe(404);
    expect((await post('move-applicants', { ref_ids: targets, to_job_id: 1 })).statusCode).toBe(400);
    // A requisition's applicants do not move to a pathway.
    expect((await post('move-applicants', { ref_ids: targets, to_job_id: 3 })).statusCode).toBe(400);
    // The recruiter may not work on the pathway.
    expect((await post('move-applicants', { ref_ids: targets, to_job_id: 3 }, tokens.recruiter)).statusCode).toBe(404);
    const res = await post('move-applicants', { ref_ids: targets, to_job_id: 2 });
    expect(res.json().data).toEqual({ updated: 2 });
    expect((await trackerState(targets)).every((s) => s.job_id === 2)).toBe(true);
    const kinds = await t.db
      .selectFrom('job_events')
      .select(['kind', 'job_id'])
      .where('ref_id', 'in', targets)
      .where('kind', 'in', ['moved_out', 'moved_in'])
      .execute();
    expect(kinds.filter((k) => k.kind === 'moved_out' && k.job_id === 1)).toHaveLength(2);
    expect(kinds.filter((k) => k.kind === 'moved_in' && k.job_id === 2)).toHaveLength(2);
    expect((await list('?page_size=100&search=', tokens.owner, 2)).data.map((r) => r.ref_id)).toEqual(
      expect.arrayContaining(targets),
    );
  });

  it('deletes applications from the requisition: gone from lists, history kept', async () => {
    const targets = refs(60, 2);
    const before = (await list('')).count;
    expect((await post('delete-applicants', { ref_ids: targets })).json().data).toEqual({ updated: 2 });
    expect((await list('')).count).toBe(before - 2);
    expect((await trackerState(targets)).every((s) => s.removed_at !== null)).toBe(true);
    // A removed application cannot be acted on any more.
    expect((await post('mark-new', { ref_ids: targets })).statusCode).toBe(404);
  });

  it('limits a bulk action to 500 ref_ids and needs at least one', async () => {
    const many = Array.from({ length: 501 }, () => randomUUID());
    expect((await post('mark-new', { ref_ids: many })).statusCode).toBe(400);
    expect((await post('mark-new', { ref_ids: [] })).statusCode).toBe(400);
    expect((await post('mark-new', { ref_ids: ['not-a-uuid'] })).statusCode).toBe(400);
    expect((await post('mark-new', { ref_ids: [demoApplicantRefId(70)] }, tokens.candidate)).statusCode).toBe(403);
  });
});

describe('export', () => {
  it('returns the filtered list as CSV, formulas neutralised', async () => {
    const victim = await t.db
      .selectFrom('user_trackers')
      .select('user_id')
      .where('ref_id', '=', demoApplicantRefId(80))
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ first_name: '=HYPERLINK("http://evil")', last_name: 'Quote "Test"' })
      .where('user_id', '=', victim.user_id)
      .execute();
    const res = await t.request({
      method: 'GET',
      url: '/api/smartreq/v1/export-applicants/1/?status=active&ordering=name',
      token: tokens.owner,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.content_type).toContain('text/csv');
    expect(data.filename).toBe('applicants-customer-support-specialist-1.csv');
    const lines = (data.content as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"user_smartreq_id","first_name","last_name","email","application_date","status","is_new","current_step","completed_activities","total_activities","fit_score","predictive_score","assigned_user","rejection_reason","rejection_note"',
    );
    expect(lines.length - 1).toBe(data.rows);
    expect(data.rows).toBe(await dbCount(`status = 'active'`));
    expect(data.content).toContain(`"'=HYPERLINK(""http://evil"")","Quote ""Test"""`);
    expect(lines.slice(1).every((l) => l.includes('"active"'))).toBe(true);
    expect(
      (await t.request({ method: 'GET', url: '/api/smartreq/v1/export-applicants/1/', token: tokens.otherOwner }))
        .statusCode,
    ).toBe(404);
  });
});

describe('multi-compare', () => {
  it('puts applicants of one requisition side by side with progress and attribute scores', async () => {
    const rows = (await list('?ordering=-fit_score&page_size=3')).data as ApplicantRow[];
    const ids = rows.map((r) => r.user_smartreq_id).join(',');
    const res = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/multi-compare/?ids=${ids}`,
      token: tokens.owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.job.job_id).toBe(1);
    expect(data.applicants.map((a: { user_smartreq_id: number }) => a.user_smartreq_id)).toEqual(
      rows.map((r) => r.user_smartreq_id),
    );
    expect(data.steps).toHaveLength(3);
    // The requisition's weighted attributes, or (without weights) the attributes scored.
    expect(data.attributes.length).toBeGreaterThan(0);
    for (const a of data.applicants) {
      // Each applicant's stored scores (the five personality domains and what their screening answers
      // measure) but those kept out of hiring, Neuroticism among them (D198, D263).
      const stored = await t.db
        .selectFrom('application_attribute_scores as s')
        .innerJoin('attribute_types as at', 'at.attribute_type_id', 's.attribute_type_id')
        .select(['s.attribute_type_id', 'at.category', 'at.code'])
        .where('s.ref_id', '=', a.ref_id)
        .execute();
      expect(stored.some((s) => !isShownForHiring(s))).toBe(true);
      expect(a.scores.map((s: { attribute_type_id: number }) => s.attribute_type_id).sort()).toEqual(
        stored
          .filter(isShownForHiring)
          .map((s) => s.attribute_type_id)
          .sort(),
      );
      expect(a.scores.length).toBeGreaterThanOrEqual(4);
      expect(a.steps.reduce((n: number, s: { completed: number }) => n + s.completed, 0)).toBe(a.completed_activities);
    }
  });

  // Session 69's walk: a recruiter reading Spanish on a device while their saved language is
  // English compared applicants under "Agreeableness" where the scorecard said "Amabilidad".
  it("names the attributes in the screen's language when the page asks, else in the saved one", async () => {
    const rows = (await list('?ordering=-fit_score&page_size=2')).data as ApplicantRow[];
    const ids = rows.map((r) => r.user_smartreq_id).join(',');
    const names = async (query: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/smartreq/v1/multi-compare/?ids=${ids}${query}`,
        token: tokens.owner,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.attributes as { name: string }[]).map((a) => a.name);
    };
    const saved = await names('');
    expect(saved).toContain('Agreeableness');
    const spanish = await names('&language=es');
    expect(spanish).toContain('Amabilidad');
    expect(spanish).not.toContain('Agreeableness');
    expect(await names('&language=fr')).toHaveLength(saved.length);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/smartreq/v1/multi-compare/?ids=${ids}&language=de`,
          token: tokens.owner,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses mixed requisitions, wrong counts and foreign applicants', async () => {
    const ids = async (refIds: string[]) =>
      (await t.db.selectFrom('user_trackers').select('user_step_tracker_id').where('ref_id', 'in', refIds).execute())
        .map((r) => r.user_step_tracker_id)
        .join(',');
    const get = (q: string, token = tokens.owner) =>
      t.request({ method: 'GET', url: `/api/smartreq/v1/multi-compare/?ids=${q}`, token });
    expect((await get(await ids([DEMO_TRACKERS.mariaOpen, DEMO_TRACKERS.mariaClosed]))).statusCode).toBe(400);
    expect((await get('1')).statusCode).toBe(400);
    expect((await get('1,2,3,4,5,6')).statusCode).toBe(400);
    expect((await get(await ids([DEMO_TRACKERS.mariaOpen, otherRefId]))).statusCode).toBe(404);
    expect((await get(await ids([DEMO_TRACKERS.mariaOpen, DEMO_TRACKERS.liOpen]), tokens.otherOwner)).statusCode).toBe(
      404,
    );
  });
});

describe('demo data', () => {
  it('holds the generated candidates', async () => {
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from user_trackers where ref_id::text like 'c0000000-%'`.execute(t.db);
    expect(Number(rows[0]!.n)).toBe(DEMO_APPLICANT_COUNT);
  });
});
