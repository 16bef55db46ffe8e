/**
 * An offer made from the application itself (D370), on PGlite: the plan of the interview requisition
 * has no offer step, yet the recruiter drafts an offer there, two approvers approve it in order, the
 * candidate and a countersigner sign it, and every step is in the application's history. Each offer
 * mail is in its reader's language: the candidate's, and a colleague's own (English when unset), not
 * the letter's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { applyTo } from '../../test/job-kit.ts';
import { offerFieldValues } from '../../test/offer-kit.ts';
import { INTERVIEW_JOB_UUID } from '../../db/seed/demo-interviews.ts';
import type { Method } from '../../test/plan-kit.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, owner: S, recruiter: S, interviewer: S;

const call = (who: S, method: Method, url: string, body?: unknown) =>
  t.request({ method, url: `/api/offer/v1${url}`, token: who.token, body });
const mailsTo = async (who: S) =>
  t.db
    .selectFrom('mail_outbox as m')
    .innerJoin('users as u', 'u.email', 'm.to_address')
    .select(['m.subject', 'm.reason'])
    .where('u.user_id', '=', who.userId)
    .orderBy('m.mail_id')
    .execute();

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://assay.example' });
  [maria, owner, recruiter, interviewer] = (await Promise.all(
    [
      'maria.garcia@assay.test',
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S];
  await t.db.updateTable('users').set({ preferred_language: 'es' }).where('user_id', '=', maria.userId).execute();
  await t.db
    .updateTable('users')
    .set({ preferred_language: null })
    .where('user_id', 'in', [owner.userId, interviewer.userId])
    .execute();
});
afterAll(async () => t.close());

describe('an offer from an application whose plan has no offer step', () => {
  it('given two approvers, then it is drafted, approved in order, signed, and kept in the history', async () => {
    const refId = await applyTo(t, maria, INTERVIEW_JOB_UUID);
    const { user_step_tracker_id: app, job_id: jobId } = await t.db
      .selectFrom('user_trackers')
      .select(['user_step_tracker_id', 'job_id'])
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow();
    await t.db.insertInto('job_team_members').values({ job_id: jobId, user_id: interviewer.userId }).execute();
    expect((await call(owner, 'PUT', '/approvers/', { user_ids: [owner.userId, interviewer.userId] })).statusCode).toBe(
      200,
    );

    const listing = (await call(recruiter, 'GET', `/applications/${app}/offers/`)).json().data;
    expect(listing.activities).toEqual([{ job_step_activity_id: null, title: null, is_completed: false, offers: [] }]);
    expect(listing.candidate_language).toBe('es');
    const letter = listing.templates.find(
      (x: { kind: string; language: string }) => x.kind === 'letter' && x.language === 'en',
    );
    const body = {
      user_smartreq_id: app,
      offer_letter_template_id: letter.offer_letter_template_id,
      field_values: await offerFieldValues(t, owner),
      signers: [{ role: 'candidate' }, { role: 'staff', user_id: owner.userId }],
    };

    const created = await call(recruiter, 'POST', '/offers/', body);
    expect(created.statusCode, created.body).toBe(200);
    const offer = created.json().data;
    expect(offer).toMatchObject({ job_step_activity_id: null, activity_title: null, language: 'es' });
    const twice = await call(recruiter, 'POST', '/offers/', body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This candidate already has an offer in progress; open it, or cancel it first.');
    const uuid: string = offer.offer_uuid;

    expect((await call(recruiter, 'POST', `/offers/${uuid}/send/`)).json().code).toBe('offer_approval_pending');
    expect((await call(recruiter, 'POST', `/offers/${uuid}/approval-request/`)).statusCode).toBe(200);
    expect((await call(interviewer, 'POST', `/offers/${uuid}/approval/`, { decision: 'approve' })).statusCode).toBe(
      403,
    );
    expect((await call(owner, 'POST', `/offers/${uuid}/approval/`, { decision: 'approve' })).statusCode).toBe(200);
    expect((await call(interviewer, 'POST', `/offers/${uuid}/approval/`, { decision: 'approve' })).statusCode).toBe(
      200,
    );
    const sent = await call(recruiter, 'POST', `/offers/${uuid}/send/`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await mailsTo(maria)).filter((m) => m.reason === 'offer').map((m) => m.subject)).toEqual([
      expect.stringContaining('una oferta'),
    ]);

    const mine = (await call(maria, 'GET', '/my-offers/')).json().data;
    expect(mine).toContainEqual(expect.objectContaining({ offer_uuid: uuid, job_step_activity_id: null }));
    const read = (await call(maria, 'GET', `/sign/${uuid}/`)).json().data;
    const signed = await call(maria, 'POST', `/sign/${uuid}/sign/`, {
      document_sha256: read.document.sha256,
      signature: { kind: 'typed', name: 'María García' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const ownerRead = (await call(owner, 'GET', `/sign/${uuid}/`)).json().data;
    const done = await call(owner, 'POST', `/sign/${uuid}/sign/`, {
      document_sha256: ownerRead.document.sha256,
      signature: { kind: 'typed', name: 'Olivia Owner' },
    });
    expect(done.json().data.status).toBe('signed');

    // The colleague without a language of her own reads the offer mails in English, not the letter's Spanish.
    const ownerOfferMails = (await mailsTo(owner)).filter((m) => m.reason === 'offer').map((m) => m.subject);
    expect(ownerOfferMails.slice(-2)).toEqual([
      expect.stringContaining('to sign'),
      expect.stringMatching(/^Offer signed/),
    ]);
    const history = await t.db
      .selectFrom('job_events')
      .select('kind')
      .where('ref_id', '=', refId)
      .where('kind', 'like', 'offer_%')
      .orderBy('event_id')
      .execute();
    expect(history.map((e) => e.kind)).toEqual([
      'offer_created',
      'offer_sent',
      'offer_viewed',
      'offer_signed',
      'offer_viewed',
      'offer_signed',
      'offer_completed',
    ]);
    const after = (await call(recruiter, 'GET', `/applications/${app}/offers/`)).json().data.activities;
    expect(after).toHaveLength(1);
    expect(after[0].offers.map((o: { status: string }) => o.status)).toEqual(['signed']);
  });
});

describe('a pathway’s application', () => {
  it('given no offer step, then no offer is offered or made from it: a pathway hires nobody', async () => {
    const tracker = await t.db
      .selectFrom('user_trackers as t')
      .innerJoin('jobs as j', 'j.job_id', 't.job_id')
      .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
      .select('t.user_step_tracker_id')
      .where('j.job_type_id', '=', 4)
      .where('a.name', '=', 'Demo Company')
      .where('t.removed_at', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('job_steps as s')
              .innerJoin('job_step_activities as x', 'x.job_step_id', 's.job_step_id')
              .select('x.job_step_activity_id')
              .whereRef('s.job_id', '=', 'j.job_id')
              .where('x.activity_type', '=', 'offer'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const listing = await call(owner, 'GET', `/applications/${tracker.user_step_tracker_id}/offers/`);
    expect(listing.statusCode, listing.body).toBe(200);
    expect(listing.json().data.activities).toEqual([]);
    const letter = listing.json().data.templates.find((x: { kind: string }) => x.kind === 'letter');
    const made = await call(owner, 'POST', '/offers/', {
      user_smartreq_id: tracker.user_step_tracker_id,
      offer_letter_template_id: letter.offer_letter_template_id,
      field_values: {},
      signers: [{ role: 'candidate' }],
    });
    expect(made.statusCode).toBe(400);
    expect(made.json().errors[0]).toEqual({
      prop: 'job_step_activity_id',
      message: 'Choose an offer activity of this pathway’s plan.',
    });
  });
});
