/**
 * A requisition's public link before sign-in (D196): anyone reads an open requisition's title,
 * company, place, a short description and its plan with time estimates; nothing private (pay,
 * team, notes, ids); a draft, deleted, closed, pathway or unknown job is 404, and one company's
 * link shows nothing of another's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { JobLinkSummary } from '../../../contracts/job-link.ts';
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { shortDescription } from './short-description.ts';

let t: TestApp;

async function summary(uuid: string, token?: string) {
  const res = await t.request({ method: 'GET', url: `/api/job-link/v1/${uuid}/`, ...(token ? { token } : {}) });
  return { status: res.statusCode, body: res.body, json: res.json() as { data: JobLinkSummary; code?: string } };
}

async function accountIdOf(name: 'Demo Company' | 'Other Company'): Promise<number> {
  const row = await t.db.selectFrom('accounts').select('account_id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.account_id;
}

/** A requisition of `accountId` with one step of a form and an interview, open unless told otherwise. */
async function requisition(
  accountId: number,
  values: Partial<{ title: string; description: string; is_draft: boolean; invite_message: string }> = {},
) {
  const uuid = randomUUID();
  const job = await t.db
    .insertInto('jobs')
    .values({
      uuid,
      account_id: accountId,
      job_type_id: 2,
      title: values.title ?? 'Night Porter',
      tracker_title: 'Job Application',
      city: 'Lyon',
      state: null,
      description: values.description ?? '',
      is_draft: values.is_draft ?? false,
      invite_message: values.invite_message ?? null,
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  const step = await t.db
    .insertInto('job_steps')
    .values({ job_id: job.job_id, name: 'Apply', sort_order: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('job_step_activities')
    .values([
      { job_step_id: step.job_step_id, activity_type: 'form', title: 'Your details', sort_order: 1 },
      { job_step_id: step.job_step_id, activity_type: 'interview', title: 'Meet the manager', sort_order: 2 },
    ])
    .execute();
  return { uuid, jobId: job.job_id };
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t.close());

describe('an open requisition with a published posting (the demo Customer Support Specialist)', () => {
  it('given no sign-in, then it shows the job, its company, the posting’s place and description, and the plan', async () => {
    const { status, json } = await summary(DEMO_JOBS.openRequisition);
    expect(status).toBe(200);
    const job = json.data;
    expect(job).toMatchObject({
      title: 'Customer Support Specialist',
      company_name: 'Demo Company',
      location: 'Austin, TX, US',
      is_remote: false,
    });
    expect(job.description).toBe(
      'Help our customers by phone, chat and email, and make every conversation end with an answer. Full training in your first week. Apply in a few minutes: short questions and a personality questionnaire you can take on your phone.',
    );
    expect(job.steps.map((s) => s.name)).toEqual(['Application', 'Assessments', 'Skills']);
    expect(job.steps[0]!.activities.map((a) => [a.type, a.title])).toEqual([
      ['form', 'Application form'],
      ['resume', 'Resume'],
      ['eeoc', 'Equal opportunity questions (voluntary)'],
    ]);
    // The questionnaire's own estimate for the hiring form it asks (92 of its 120 items, D291,
    // D297) and the skills test's timed sections, as stored.
    const personality = job.steps[1]!.activities.find((a) => a.type === 'assessment')!;
    const stored = await t.db
      .selectFrom('job_step_activities as a')
      .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
      .innerJoin('jobs as j', 'j.job_id', 's.job_id')
      .innerJoin('assessments as q', 'q.asmt_id', 'a.asmt_id')
      .select(['q.estimated_minutes', 'a.job_step_activity_id', 'a.settings'])
      .where('j.uuid', '=', DEMO_JOBS.openRequisition)
      .executeTakeFirstOrThrow();
    expect(personality.minutes).toBe(Math.ceil((stored.estimated_minutes * 92) / 120));
    expect(personality.minutes).toBeLessThan(stored.estimated_minutes);
    const all = job.steps.flatMap((s) => s.activities);
    expect(job.total_minutes).toBe(all.reduce((sum, a) => sum + a.minutes, 0));
    expect(all.every((a) => a.minutes > 0 && !a.needs_connection && !a.is_after_applying)).toBe(true);

    // The full form takes the questionnaire's whole estimate.
    const withSettings = (settings: unknown) =>
      t.db
        .updateTable('job_step_activities')
        .set({ settings: JSON.stringify(settings) })
        .where('job_step_activity_id', '=', stored.job_step_activity_id)
        .execute();
    await withSettings({ ...(stored.settings as object), questionnaire_form: 'full' });
    try {
      const full = (await summary(DEMO_JOBS.openRequisition)).json.data;
      expect(full.steps[1]!.activities.find((a) => a.type === 'assessment')!.minutes).toBe(stored.estimated_minutes);
    } finally {
      await withSettings(stored.settings);
    }
  });

  it('holds only the public fields: no pay, team, notes, ids or emails, whoever asks', async () => {
    const staff = await t.signIn('owner@demo-company.test');
    for (const token of [undefined, staff.token]) {
      const { json, body } = await summary(DEMO_JOBS.openRequisition, token);
      expect(Object.keys(json.data).sort()).toEqual(
        ['company_name', 'description', 'is_remote', 'location', 'steps', 'title', 'total_minutes'].sort(),
      );
      for (const step of json.data.steps) {
        expect(Object.keys(step).sort()).toEqual(['activities', 'name']);
        for (const activity of step.activities)
          expect(Object.keys(activity).sort()).toEqual([
            'is_after_applying',
            'minutes',
            'needs_connection',
            'title',
            'type',
          ]);
      }
      // The posting's pay band (18 to 22 USD an hour) and any address stay out.
      expect(body).not.toMatch(/USD|pay_|salary|@|job_id|account_id|team/i);
    }
  });
});

describe('a requisition without a posting', () => {
  it('shows its own place and description, the interview apart from the time to apply, and no invitation text', async () => {
    const otherAccount = await accountIdOf('Other Company');
    const { uuid } = await requisition(otherAccount, {
      description: '## Le poste\n\nAccueillir les clients la nuit et **veiller** sur l’hôtel.\n\n- 3 nuits par semaine',
      invite_message: 'Internal: pay band 2, ask Marc first',
    });
    const { status, json, body } = await summary(uuid);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      title: 'Night Porter',
      location: 'Lyon',
      is_remote: false,
      description: 'Accueillir les clients la nuit et veiller sur l’hôtel.',
      steps: [
        {
          name: 'Apply',
          activities: [
            { type: 'form', title: 'Your details', minutes: 5, needs_connection: false, is_after_applying: false },
            {
              type: 'interview',
              title: 'Meet the manager',
              minutes: 30,
              needs_connection: true,
              is_after_applying: true,
            },
          ],
        },
      ],
      total_minutes: 5,
    });
    expect(json.data.company_name).toBe('Other Company');
    expect(body).not.toContain('Internal');
  });
});

describe('what has no public page', () => {
  it('a closed requisition is 404 closed, in words a candidate understands', async () => {
    const { status, json } = await summary(DEMO_JOBS.closedRequisition);
    expect(status).toBe(404);
    expect(json.code).toBe(ErrorCode.closed);
    expect(json.data).toBeUndefined();
  });

  it('a draft, a deleted requisition, a suspended company’s, a pathway and an unknown link are 404 not found', async () => {
    const demoAccount = await accountIdOf('Demo Company');
    const draft = await requisition(demoAccount, { is_draft: true });
    const deleted = await requisition(demoAccount);
    await t.db.updateTable('jobs').set({ deleted_at: new Date() }).where('job_id', '=', deleted.jobId).execute();
    const otherAccount = await accountIdOf('Other Company');
    const suspended = await requisition(otherAccount);
    await t.db
      .updateTable('accounts')
      .set({ suspended_at: new Date() })
      .where('account_id', '=', otherAccount)
      .execute();
    try {
      for (const uuid of [draft.uuid, deleted.uuid, suspended.uuid, DEMO_JOBS.pathway, randomUUID()]) {
        const { status, json } = await summary(uuid);
        expect(status, uuid).toBe(404);
        expect(json.code, uuid).toBe(ErrorCode.notFound);
      }
    } finally {
      await t.db.updateTable('accounts').set({ suspended_at: null }).where('account_id', '=', otherAccount).execute();
    }
  });

  it('a link that is not a job id is refused as invalid', async () => {
    expect((await summary('not-a-job')).status).toBe(400);
  });
});

describe('the short description', () => {
  it('keeps the prose, drops headings, lists and marks, and cuts a long text at a word', () => {
    expect(shortDescription('# Title\n\nFirst [link](https://x.test) _here_.\n\n- item\n\nSecond.')).toBe(
      'First link here. Second.',
    );
    const long = shortDescription('word '.repeat(200), 40);
    expect(long.length).toBeLessThanOrEqual(41);
    expect(long.endsWith('word…')).toBe(true);
    expect(shortDescription('')).toBe('');
  });
});
