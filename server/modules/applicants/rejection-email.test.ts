/**
 * The reject dialog's mail on real PGlite (D213): sent with the rejection, or queued for later and
 * sent by the job queue when due, each candidate's merge fields filled; a later mail is cancelled
 * when the rejection is undone or the applicant recovered; bad input changes nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApplicantRefId } from '../../db/seed/demo-applicants.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { makeRejectionMailsDue } from '../../test/rejection-mail-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { REJECTION_EMAIL_JOB, rejectionEmailHandler } from './rejection-email.ts';

let t: TestApp;
let owner: string;
let otherOwner: string;
let reason: number;
const handlers = { [REJECTION_EMAIL_JOB]: rejectionEmailHandler('https://assay.test') };
const email = {
  subject: 'Your application for {{job_title}}',
  message: 'Dear {{first_name|:candidate}},\n\nThank you for your time. {{recruiter_name}}, {{company_name}}',
};

const applicant = async (refId: string) =>
  t.db
    .selectFrom('user_trackers as t')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .select(['t.user_step_tracker_id as id', 't.status', 'u.email', 'u.first_name'])
    .where('t.ref_id', '=', refId)
    .executeTakeFirstOrThrow();
const mailsTo = async (address: string) =>
  t.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', address).execute();
const waitingJobs = async (refId: string) =>
  t.db
    .selectFrom('background_jobs')
    .select(['id', 'run_after', 'finished_at', 'last_error'])
    .where('kind', '=', REJECTION_EMAIL_JOB)
    .where(sql<string>`payload->>'ref_id'`, '=', refId)
    .execute();
const history = async (refId: string) =>
  t.db.selectFrom('job_events').select(['kind', 'details']).where('ref_id', '=', refId).orderBy('event_id').execute();
const makeDue = () => makeRejectionMailsDue(t.db);
const post = (url: string, body?: unknown, token = owner) =>
  t.request({ method: 'POST', url: `/api/smartreq/v1/${url}`, token, ...(body === undefined ? {} : { body }) });
const inTwoHours = () => new Date(Date.now() + 2 * 3_600_000).toISOString();

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test' });
  owner = (await t.signIn('owner@demo-company.test')).token;
  otherOwner = (await t.signIn('owner@other-company.test')).token;
  reason = (
    await t.db
      .selectFrom('rejection_reasons as r')
      .innerJoin('accounts as a', 'a.account_id', 'r.account_id')
      .select('r.rejection_reason_id')
      .where('a.name', '=', 'Demo Company')
      .where('r.rejection_type', '=', 'company')
      .where('r.is_active', '=', true)
      .orderBy('r.sort_order')
      .executeTakeFirstOrThrow()
  ).rejection_reason_id;
});
afterAll(async () => t.close());

describe('a rejection email sent now', () => {
  it('given two applicants rejected in bulk with "send now", then each receives their own mail at once and each history names it', async () => {
    const refs = [demoApplicantRefId(90), demoApplicantRefId(91)];
    const people = await Promise.all(refs.map(applicant));
    const res = await post('bulk-reject-applicants/', {
      ref_ids: refs,
      rejection_reason_id: reason,
      email: { ...email, send_now: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const p of people) {
      const mails = await mailsTo(p.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/^Your application for \S/);
      expect(mails[0]!.text_body).toContain(`Dear ${p.first_name || 'candidate'},`);
      expect(mails[0]!.text_body).not.toContain('{{');
    }
    const events = await history(refs[0]!);
    expect(events.map((e) => e.kind).slice(-2)).toEqual(['rejected', 'emailed']);
    const [received] = await mailsTo(people[0]!.email);
    expect(events.at(-1)!.details).toMatchObject({ subject: received!.subject, rejection: true });
    expect(await waitingJobs(refs[0]!)).toEqual([]);
  });
});

describe('a rejection email sent later', () => {
  it('given a rejection with a mail in two hours, then nothing is sent before it is due, and the job queue sends it when due', async () => {
    const ref = demoApplicantRefId(92);
    const p = await applicant(ref);
    const sendAt = inTwoHours();
    const res = await post(`user-smartreq/${p.id}/reject/`, {
      rejection_reason_id: reason,
      email: { ...email, send_at: sendAt },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('rejected');
    const [job] = await waitingJobs(ref);
    expect(new Date(job!.run_after).toISOString()).toBe(sendAt);
    expect((await history(ref)).at(-1)).toMatchObject({
      kind: 'rejection_email_scheduled',
      details: { send_at: sendAt },
    });

    expect(await drainJobs(t.db, handlers)).toBe(0);
    expect(await mailsTo(p.email)).toEqual([]);

    await makeDue();
    expect(await drainJobs(t.db, handlers)).toBe(1);
    const mails = await mailsTo(p.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`Dear ${p.first_name || 'candidate'},`);
    expect((await history(ref)).at(-1)).toMatchObject({ kind: 'emailed', details: { rejection: true } });
  });

  it('given a mail waiting for later, when the rejection is undone, then the mail is cancelled and never sent', async () => {
    const ref = demoApplicantRefId(93);
    const p = await applicant(ref);
    await post(`user-smartreq/${p.id}/recover/`);
    const rejected = await post(`user-smartreq/${p.id}/reject/`, {
      rejection_reason_id: reason,
      email: { ...email, send_at: inTwoHours() },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const undone = await post(`user-smartreq/${p.id}/undo/`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await applicant(ref)).status).not.toBe('rejected');
    const [job] = await waitingJobs(ref);
    expect(job!.finished_at).not.toBeNull();
    expect(job!.last_error).toMatch(/cancelled/);
    expect((await history(ref)).at(-1)!.kind).toBe('rejection_email_cancelled');

    await makeDue();
    expect(await drainJobs(t.db, handlers)).toBe(0);
    expect(await mailsTo(p.email)).toEqual([]);
  });

  it('given a mail waiting for later, when the applicant is recovered, then it is not sent', async () => {
    const ref = demoApplicantRefId(94);
    const p = await applicant(ref);
    await post(`user-smartreq/${p.id}/reject/`, {
      rejection_reason_id: reason,
      email: { ...email, send_at: inTwoHours() },
    });
    expect((await post(`user-smartreq/${p.id}/recover/`)).statusCode).toBe(200);
    await makeDue();
    expect(await drainJobs(t.db, handlers)).toBe(0);
    expect(await mailsTo(p.email)).toEqual([]);
  });

  it('given a mail waiting for later, when the applicant is rejected again without a mail, then the first mail is not sent either', async () => {
    const ref = demoApplicantRefId(95);
    const p = await applicant(ref);
    await post(`user-smartreq/${p.id}/reject/`, {
      rejection_reason_id: reason,
      email: { ...email, send_at: inTwoHours() },
    });
    expect((await post(`user-smartreq/${p.id}/reject/`, { rejection_reason_id: reason })).statusCode).toBe(200);
    await makeDue();
    expect(await drainJobs(t.db, handlers)).toBe(0);
    expect(await mailsTo(p.email)).toEqual([]);
  });

  it('given a waiting job whose application was moved back behind the queue, when it runs, then it sends nothing', async () => {
    const ref = demoApplicantRefId(96);
    const p = await applicant(ref);
    await post(`user-smartreq/${p.id}/reject/`, {
      rejection_reason_id: reason,
      email: { ...email, send_at: inTwoHours() },
    });
    await t.db
      .updateTable('user_trackers')
      .set({ status: 'active', rejected_at: null })
      .where('ref_id', '=', ref)
      .execute();
    await makeDue();
    expect(await drainJobs(t.db, handlers)).toBe(1);
    expect(await mailsTo(p.email)).toEqual([]);
  });
});

describe("a rejection email in the candidate's language (D263)", () => {
  const speaks = async (refId: string, language: 'es' | 'fr' | 'en') => {
    const p = await applicant(refId);
    await t.db.updateTable('users').set({ preferred_language: language }).where('email', '=', p.email).execute();
    return p;
  };
  // Sent with the rejection (D266), so that the mail can be read at once.
  const standard = { text: 'standard' as const, send_now: true };

  it('given a Spanish and a French candidate rejected together with the standard text, then each mail is in the candidate’s own language', async () => {
    const refs = [demoApplicantRefId(110), demoApplicantRefId(111)];
    const [ana, zoe] = [await speaks(refs[0]!, 'es'), await speaks(refs[1]!, 'fr')];
    const res = await post('bulk-reject-applicants/', { ref_ids: refs, rejection_reason_id: reason, email: standard });
    expect(res.statusCode, res.body).toBe(200);
    const [toAna] = await mailsTo(ana!.email);
    expect(toAna!.subject).toMatch(/^Tu candidatura para \S/);
    expect(toAna!.text_body).toContain('Gracias por tu interés en el puesto de');
    expect(toAna!.text_body).not.toContain('Thank you');
    const [toZoe] = await mailsTo(zoe!.email);
    expect(toZoe!.subject).toMatch(/^Votre candidature au poste de \S/);
    expect(toZoe!.text_body).toContain('Merci de l’intérêt que vous portez au poste de');
    expect(toZoe!.text_body).not.toContain('Thank you');
    expect((await history(refs[0]!)).at(-1)).toMatchObject({
      kind: 'emailed',
      details: { subject: toAna!.subject, language: 'es', rejection: true },
    });
  });

  it('given a Spanish and a French candidate without a first name, then the standard text greets them as each language does without a name', async () => {
    const refs = [demoApplicantRefId(118), demoApplicantRefId(119)];
    const [ana, zoe] = [await speaks(refs[0]!, 'es'), await speaks(refs[1]!, 'fr')];
    await t.db.updateTable('users').set({ first_name: '' }).where('email', 'in', [ana.email, zoe.email]).execute();
    const res = await post('bulk-reject-applicants/', { ref_ids: refs, rejection_reason_id: reason, email: standard });
    expect(res.statusCode, res.body).toBe(200);
    const [toAna] = await mailsTo(ana.email);
    expect(toAna!.text_body).toMatch(/^Hola:\n\nGracias por tu interés/);
    const [toZoe] = await mailsTo(zoe.email);
    expect(toZoe!.text_body).toMatch(/^Bonjour,\n\nMerci de l’intérêt/);
  });

  it('given the company’s own Spanish version of the rejection mail, then the Spanish candidate receives it and the French one the platform’s French', async () => {
    const accountId = (
      await t.db
        .selectFrom('accounts')
        .select('account_id')
        .where('name', '=', 'Demo Company')
        .executeTakeFirstOrThrow()
    ).account_id;
    await t.db
      .insertInto('email_templates')
      .values({
        account_id: accountId,
        template_slug: 'application_rejected',
        language: 'es',
        template_display_name: 'Candidatura no seleccionada',
        subject: 'Nuestra respuesta sobre {{job_name}}',
        html_body: '<p>Hola, {{first_name}}: esta vez no seguimos adelante. {{company_name}}</p>',
        plain_body: 'Hola, {{first_name}}: esta vez no seguimos adelante. {{company_name}}',
      })
      .execute();
    const refs = [demoApplicantRefId(112), demoApplicantRefId(113)];
    const [ana, zoe] = [await speaks(refs[0]!, 'es'), await speaks(refs[1]!, 'fr')];
    for (const ref of refs) {
      const p = await applicant(ref);
      const res = await post(`user-smartreq/${p.id}/reject/`, { rejection_reason_id: reason, email: standard });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [toAna] = await mailsTo(ana!.email);
    expect(toAna!.subject).toMatch(/^Nuestra respuesta sobre \S/);
    expect(toAna!.text_body).toContain('esta vez no seguimos adelante. Demo Company');
    const [toZoe] = await mailsTo(zoe!.email);
    expect(toZoe!.subject).toMatch(/^Votre candidature au poste de \S/);
    await t.db.deleteFrom('email_templates').where('template_slug', '=', 'application_rejected').execute();
  });

  it('given the standard text sent later, when the job sends it, then it is in the candidate’s language', async () => {
    const ref = demoApplicantRefId(114);
    const p = await speaks(ref, 'fr');
    const res = await post(`user-smartreq/${p.id}/reject/`, {
      rejection_reason_id: reason,
      email: { text: 'standard', send_at: inTwoHours() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await history(ref)).at(-1)).toMatchObject({
      kind: 'rejection_email_scheduled',
      details: { text: 'standard' },
    });
    await makeDue();
    expect(await drainJobs(t.db, handlers)).toBe(1);
    const [mail] = await mailsTo(p.email);
    expect(mail!.subject).toMatch(/^Votre candidature au poste de \S/);
  });

  it('given the preview, then each recipient’s mail says the language it goes in: the candidate’s for the standard text, none (as written) for a written one', async () => {
    const refs = [demoApplicantRefId(115), demoApplicantRefId(116)];
    await speaks(refs[0]!, 'es');
    await speaks(refs[1]!, 'fr');
    const byRef = (res: Awaited<ReturnType<typeof post>>) =>
      new Map(
        (
          res.json().data.recipients as {
            ref_id: string;
            language: string | null;
            candidate_language: string;
            subject: string;
          }[]
        ).map((r) => [r.ref_id, r]),
      );
    const shown = await post('reject-applicants/preview/', { ref_ids: refs, email: standard });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(byRef(shown).get(refs[0]!)).toMatchObject({ language: 'es', candidate_language: 'es' });
    expect(byRef(shown).get(refs[0]!)!.subject).toMatch(/^Tu candidatura para /);
    expect(byRef(shown).get(refs[1]!)).toMatchObject({ language: 'fr', candidate_language: 'fr' });
    const written = await post('reject-applicants/preview/', { ref_ids: refs, email: { text: 'written', ...email } });
    expect(written.statusCode, written.body).toBe(200);
    expect(byRef(written).get(refs[1]!)).toMatchObject({ language: null, candidate_language: 'fr' });
    expect(byRef(written).get(refs[1]!)!.subject).toMatch(/^Your application for /);
    // Nothing was sent or changed.
    for (const ref of refs) expect(await mailsTo((await applicant(ref)).email)).toEqual([]);
    expect((await post('reject-applicants/preview/', { ref_ids: refs, email: standard }, otherOwner)).statusCode).toBe(
      404,
    );
  });

  it('given a written text without its subject, then 400 names email.subject and nothing changes', async () => {
    const ref = demoApplicantRefId(117);
    const before = await applicant(ref);
    const res = await post(`user-smartreq/${before.id}/reject/`, {
      rejection_reason_id: reason,
      email: { text: 'written', message: 'Hello' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ prop: 'email.subject' })]);
    expect((await applicant(ref)).status).toBe(before.status);
  });
});

describe('bad input and access', () => {
  it('given an unknown merge field or a time already past, then 400 names the field and nothing changes', async () => {
    const ref = demoApplicantRefId(97);
    const before = await applicant(ref);
    const unknown = await post(`user-smartreq/${before.id}/reject/`, {
      rejection_reason_id: reason,
      email: { ...email, message: 'Dear {{first_nam}}' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([expect.objectContaining({ prop: 'email.message' })]);
    const past = await post('bulk-reject-applicants/', {
      ref_ids: [ref],
      rejection_reason_id: reason,
      email: { ...email, send_at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([expect.objectContaining({ prop: 'email.send_at' })]);
    const tooFar = await post('bulk-reject-applicants/', {
      ref_ids: [ref],
      rejection_reason_id: reason,
      email: { ...email, send_at: new Date(Date.now() + 40 * 86_400_000).toISOString() },
    });
    expect(tooFar.statusCode).toBe(400);
    expect((await applicant(ref)).status).toBe(before.status);
    expect(await waitingJobs(ref)).toEqual([]);
    expect(await mailsTo(before.email)).toEqual([]);
  });

  it("given another company's owner, when they reject with a mail, then 404 and nothing is sent or scheduled", async () => {
    const ref = demoApplicantRefId(98);
    const p = await applicant(ref);
    const bulk = await post(
      'bulk-reject-applicants/',
      { ref_ids: [ref], rejection_reason_id: reason, email: { ...email, send_at: inTwoHours() } },
      otherOwner,
    );
    expect(bulk.statusCode).toBe(404);
    const one = await post(`user-smartreq/${p.id}/reject/`, { rejection_reason_id: reason, email }, otherOwner);
    expect(one.statusCode).toBe(404);
    expect(await waitingJobs(ref)).toEqual([]);
    expect(await mailsTo(p.email)).toEqual([]);
  });
});
