/**
 * The company's stages after every plan (D384) on real PGlite: the board ends in Interview, Offer
 * and Hired; an advance past the plan's last step enters Interview, then Offer; the hire from Offer
 * takes its start date and makes the employee (D169); each move is in the application's history and
 * the reporting view; the names are the company's per language. Who may: the requisition's team
 * moves, company settings rename; another company's staff and a wrong role are refused.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_JOBS, DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import type { Board } from '../../../contracts/pipeline.ts';
import type { StaffHome } from '../../../contracts/staff-home.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S;
let jobId: number, accountId: number, maria: number;
let lastStep: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, recruiter, interviewer, otherOwner] = (await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'owner@other-company.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S];
  const job = await t.db
    .selectFrom('jobs')
    .select(['job_id', 'account_id'])
    .where('uuid', '=', DEMO_JOBS.openRequisition)
    .executeTakeFirstOrThrow();
  [jobId, accountId] = [job.job_id, job.account_id];
  maria = (
    await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
      .executeTakeFirstOrThrow()
  ).user_step_tracker_id;
  lastStep = (
    await t.db
      .selectFrom('job_steps')
      .select('job_step_id')
      .where('job_id', '=', jobId)
      .orderBy('sort_order', 'desc')
      .orderBy('job_step_id', 'desc')
      .executeTakeFirstOrThrow()
  ).job_step_id;
});
afterAll(async () => t.close());

const call = (who: S, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who.token, body });
const advance = (who: S, body: unknown = {}) => call(who, 'POST', `/smartreq/v1/user-smartreq/${maria}/advance/`, body);
const board = async () => {
  const res = await call(recruiter, 'GET', `/smartreq/v1/board/${jobId}/?per_stage=200`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Board;
};
const columnOf = (b: Board) =>
  b.company_stages.find((s) => s.cards.some((c) => c.user_smartreq_id === maria))?.stage ??
  b.stages.find((s) => s.cards.some((c) => c.user_smartreq_id === maria))?.job_step_id;
const row = () =>
  t.db.selectFrom('user_trackers').selectAll().where('ref_id', '=', DEMO_TRACKERS.mariaOpen).executeTakeFirstOrThrow();
const moves = () =>
  t.db
    .selectFrom('job_events')
    .select(['kind', 'details', 'actor_user_id'])
    .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
    .where('kind', 'in', ['advanced', 'hired'])
    .orderBy('event_id')
    .execute();
const reported = async () =>
  (
    await sql<{
      company_stage: string | null;
    }>`select company_stage from reporting.applications where application_id = ${DEMO_TRACKERS.mariaOpen}`.execute(t.db)
  ).rows[0]?.company_stage;

describe('the board past the plan', () => {
  it("given a requisition, when its team opens the board, then it ends in Interview, Offer and Hired after the plan's steps", async () => {
    const b = await board();
    expect(b.company_stages.map((s) => s.stage)).toEqual(['interview', 'offer', 'hired']);
    expect(b.company_stages.map((s) => s.names)).toEqual([{}, {}, {}]);
    expect(b.company_stages[2]!.count).toBe(b.hired_count);
    // The seed's hires go back weeks: none is shown as idle, as a hire waits on nobody.
    const hires = b.company_stages[2]!.cards;
    expect(hires.length).toBeGreaterThan(0);
    expect(hires.some((c) => c.days_in_stage > 14)).toBe(true);
    expect(hires.filter((c) => c.is_idle)).toEqual([]);
  });

  it('given an applicant at the last step, when the recruiter advances them, then they enter Interview, then Offer, each move in the history and the report', async () => {
    expect((await advance(recruiter, { to_job_step_id: lastStep })).statusCode).toBe(200);
    const before = (await moves()).length;
    const intoInterview = await advance(recruiter);
    expect(intoInterview.statusCode).toBe(200);
    expect(intoInterview.json().data).toMatchObject({
      status: 'active',
      company_stage: 'interview',
      stage_name: 'Interview',
    });
    expect(columnOf(await board())).toBe('interview');
    expect(await reported()).toBe('interview');
    // Not back into the plan, nor into Interview again.
    expect((await advance(recruiter, { to_job_step_id: lastStep })).statusCode).toBe(409);
    expect((await advance(recruiter, { to_stage: 'interview' })).statusCode).toBe(409);
    expect((await advance(recruiter, { to_stage: 'offer' })).json().data.company_stage).toBe('offer');
    expect((await row()).company_stage).toBe('offer');
    expect(await reported()).toBe('offer');
    // Past Offer comes the hire, which asks for its start date.
    expect((await advance(recruiter)).statusCode).toBe(409);
    const events = (await moves()).slice(before);
    expect(events.map((e) => [e.kind, e.details])).toEqual([
      ['advanced', { stage_name: 'Interview', company_stage: 'interview' }],
      ['advanced', { stage_name: 'Offer', company_stage: 'offer' }],
    ]);
    expect(events.every((e) => e.actor_user_id === recruiter.userId)).toBe(true);
  });

  it('given an applicant moved into Offer, when the move is undone, then they are back in Interview', async () => {
    const undone = await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${maria}/undo/`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data.company_stage).toBe('interview');
    expect(columnOf(await board())).toBe('interview');
    expect((await advance(recruiter)).json().data.company_stage).toBe('offer');
  });

  it('given someone of another company or outside the team, when they move the applicant, then 404 and nothing changes; both targets at once is 400', async () => {
    for (const who of [otherOwner, interviewer])
      expect((await advance(who, { to_stage: 'interview' })).statusCode).toBe(404);
    expect(
      (
        await call(otherOwner, 'POST', '/smartreq/v1/bulk-advance-applicants/', {
          ref_ids: [DEMO_TRACKERS.mariaOpen],
        })
      ).statusCode,
    ).toBe(404);
    const both = await advance(owner, { to_stage: 'offer', to_job_step_id: lastStep });
    expect(both.statusCode).toBe(400);
    expect((await advance(owner, { to_stage: 'hired' })).statusCode).toBe(400);
    expect((await row()).company_stage).toBe('offer');
  });

  it('given an applicant in Offer, when the recruiter hires them with a start date, then they are in Hired, the hire is in the history and they are an employee from that date', async () => {
    const hired = await call(recruiter, 'POST', '/user/v1/hire/', {
      user_smartreq_id: maria,
      start_date: '2027-01-04',
    });
    expect(hired.statusCode).toBe(200);
    const b = await board();
    expect(columnOf(b)).toBe('hired');
    expect(b.company_stages.find((s) => s.stage === 'offer')!.cards).toEqual([]);
    expect((await moves()).at(-1)).toMatchObject({ kind: 'hired', details: { start_date: '2027-01-04' } });
    const employee = await t.db
      .selectFrom('employees')
      .select(sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'))
      .where('hired_from_ref_id', '=', DEMO_TRACKERS.mariaOpen)
      .executeTakeFirstOrThrow();
    expect(employee.start).toBe('2027-01-04');
    expect(await reported()).toBe('hired');
  });
});

describe("the company's names for its stages", () => {
  it('given company settings rights, when the owner renames Interview in Spanish, then the board and the settings read it and the other languages keep the product name', async () => {
    const saved = await call(owner, 'PUT', '/smartreq/v1/company-stages/', {
      stages: [{ stage: 'interview', names: { es: 'Entrevista final', en: ' ' } }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.stages[0]).toEqual({ stage: 'interview', names: { es: 'Entrevista final' } });
    expect((await board()).company_stages[0]!.names).toEqual({ es: 'Entrevista final' });
    const read = await call(owner, 'GET', '/smartreq/v1/company-stages/');
    expect(read.json().data.stages.map((s: { stage: string }) => s.stage)).toEqual(['interview', 'offer', 'hired']);
  });

  it("given a mover who reads Spanish, when they move someone into the renamed stage, then the history keeps the company's Spanish name", async () => {
    await t.db.updateTable('users').set({ preferred_language: 'es' }).where('user_id', '=', owner.userId).execute();
    const li = (
      await t.db
        .selectFrom('user_trackers')
        .select('user_step_tracker_id')
        .where('ref_id', '=', DEMO_TRACKERS.liOpen)
        .executeTakeFirstOrThrow()
    ).user_step_tracker_id;
    const moved = await call(owner, 'POST', `/smartreq/v1/user-smartreq/${li}/advance/`, { to_stage: 'interview' });
    expect(moved.json().data).toMatchObject({ company_stage: 'interview', stage_name: 'Entrevista final' });
    const event = await t.db
      .selectFrom('job_events')
      .select('details')
      .where('ref_id', '=', DEMO_TRACKERS.liOpen)
      .where('kind', '=', 'advanced')
      .orderBy('event_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.details).toEqual({ stage_name: 'Entrevista final', company_stage: 'interview' });
  });

  it('given a name another stage has in that language (any case), when the owner renames, then 400 at that field and nothing changes', async () => {
    const res = await call(owner, 'PUT', '/smartreq/v1/company-stages/', {
      stages: [{ stage: 'offer', names: { es: ' entrevista FINAL ', en: 'Offer letter' } }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { prop: 'stages.0.names.es', message: 'Another stage already has this name in this language.' },
    ]);
    expect((await call(owner, 'GET', '/smartreq/v1/company-stages/')).json().data.stages[1].names).toEqual({});
  });

  it('given another company or a wrong role, when they read or rename the stages, then they are refused and nothing changes', async () => {
    for (const who of [recruiter, interviewer]) {
      const res = await call(who, 'PUT', '/smartreq/v1/company-stages/', {
        stages: [{ stage: 'offer', names: { en: 'Taken' } }],
      });
      expect(res.statusCode).toBe(403);
    }
    const foreign = await call(otherOwner, 'PUT', '/smartreq/v1/company-stages/', {
      account_id: accountId,
      stages: [{ stage: 'offer', names: { en: 'Taken' } }],
    });
    expect([403, 404]).toContain(foreign.statusCode);
    expect([403, 404]).toContain(
      (await call(otherOwner, 'GET', `/smartreq/v1/company-stages/?account_id=${accountId}`)).statusCode,
    );
    // Their own company's stages are theirs alone.
    const own = await call(otherOwner, 'GET', '/smartreq/v1/company-stages/');
    expect(own.json().data.stages[0].names).toEqual({});
    const names = await t.db
      .selectFrom('company_stage_names')
      .selectAll()
      .where('account_id', '=', accountId)
      .execute();
    expect(names.map((n) => n.name)).toEqual(['Entrevista final']);
  });
});

describe('the plan steps mapped onto the company stages', () => {
  it("given a plan step holding an interview and one holding an offer, when the board is read, then each step names the company stage it counts as and a pathway's steps none", async () => {
    const closed = await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', DEMO_JOBS.closedRequisition)
      .executeTakeFirstOrThrow();
    const step = async (name: string, sort_order: number, kinds: string[]) => {
      const { job_step_id } = await t.db
        .insertInto('job_steps')
        .values({ job_id: closed.job_id, name, name_i18n: '{}', sort_order })
        .returning('job_step_id')
        .executeTakeFirstOrThrow();
      for (const [index, activity_type] of kinds.entries())
        await t.db
          .insertInto('job_step_activities')
          .values({ job_step_id, activity_type, title: `${name} ${index}`, title_i18n: '{}', sort_order: index + 1 })
          .execute();
      return job_step_id;
    };
    const panel = await step('Panel', 10, ['interview']);
    // An offer step that also holds a last interview counts as Offer.
    const closing = await step('Closing', 11, ['interview', 'offer']);
    const res = await call(owner, 'GET', `/smartreq/v1/board/${closed.job_id}/`);
    expect(res.statusCode).toBe(200);
    const stages = (res.json().data as Board).stages;
    expect(stages.map((s) => [s.name, s.company_stage])).toEqual([
      ['Application', null],
      ['Screening', null],
      ['Panel', 'interview'],
      ['Closing', 'offer'],
    ]);
    expect(stages.filter((s) => s.job_step_id === panel || s.job_step_id === closing)).toHaveLength(2);
    const pathway = await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', DEMO_JOBS.pathway)
      .executeTakeFirstOrThrow();
    const pathwayBoard = (await call(owner, 'GET', `/smartreq/v1/board/${pathway.job_id}/`)).json().data as Board;
    expect(pathwayBoard.stages.every((s) => s.company_stage === null)).toBe(true);
  });

  it("given an applicant moved into the company's Interview, when their team opens the home, then the task names the company stage with the company's names", async () => {
    await t.db.updateTable('user_trackers').set({ is_new: true }).where('ref_id', '=', DEMO_TRACKERS.liOpen).execute();
    const res = await call(recruiter, 'GET', '/staff/v1/home/');
    expect(res.statusCode).toBe(200);
    const items = (res.json().data as StaffHome).new_applicants.items;
    const { user_step_tracker_id } = await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('ref_id', '=', DEMO_TRACKERS.liOpen)
      .executeTakeFirstOrThrow();
    expect(items.find((i) => i.user_smartreq_id === user_step_tracker_id)).toMatchObject({
      company_stage: 'interview',
      company_stage_names: { es: 'Entrevista final' },
    });
    // Those still on the plan carry no company stage nor its names.
    const onPlan = items.filter((i) => i.user_smartreq_id !== user_step_tracker_id);
    expect(onPlan.map((i) => [i.company_stage, i.company_stage_names])).toEqual(onPlan.map(() => [null, {}]));
  });
});
