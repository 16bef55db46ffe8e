/**
 * D278: the interview mails a candidate receives are in the candidate's own language (the
 * platform's version of each template, the company's name for the interview and the time in that
 * language), read from the mails actually queued; the interviewer's copy stays in the interviewer's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withInterviewMeeting } from '../interview/index.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { mailsSince } from '../../test/mail-outbox.ts';

let t: TestApp;
let recruiterToken: string;
let interviewerId: number;
let activityId: number;
const DAY = 86_400_000;

interface Candidate {
  userSmartreqId: number;
  email: string;
  firstName: string;
}
const candidates: Record<'es' | 'fr', Candidate> = {} as Record<'es' | 'fr', Candidate>;

async function candidateOf(refId: string, language: 'es' | 'fr'): Promise<Candidate> {
  const row = await t.db
    .selectFrom('user_trackers as ut')
    .innerJoin('users as u', 'u.user_id', 'ut.user_id')
    .select(['ut.user_step_tracker_id', 'u.email', 'u.first_name', 'u.user_id'])
    .where('ut.ref_id', '=', refId)
    .executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ preferred_language: language }).where('user_id', '=', row.user_id).execute();
  return { userSmartreqId: row.user_step_tracker_id, email: row.email, firstName: row.first_name };
}

const mailsTo = (address: string) => mailsSince(t.db, 0, address);

const post = (url: string, body: unknown = {}) => t.request({ method: 'POST', url, token: recruiterToken, body });

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://assay.example' });
  recruiterToken = (await t.signIn('recruiter@demo-company.test')).token;
  interviewerId = (await t.signIn('interviewer@demo-company.test')).userId;
  candidates.es = await candidateOf(DEMO_TRACKERS.mariaOpen, 'es');
  candidates.fr = await candidateOf(DEMO_TRACKERS.candidateOpen, 'fr');
  const { job_id } = await t.db
    .selectFrom('user_trackers')
    .select('job_id')
    .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
    .executeTakeFirstOrThrow();
  const step = await t.db
    .selectFrom('job_steps')
    .select('job_step_id')
    .where('job_id', '=', job_id)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const settings = withInterviewMeeting({}, { location: 'Oficina central', meetingUrl: '', durationMinutes: 45 });
  activityId = (
    await t.db
      .insertInto('job_step_activities')
      .values({
        job_step_id: step.job_step_id,
        activity_type: 'interview',
        title: 'First interview',
        // The company's own Spanish and French names for it (D199).
        title_i18n: JSON.stringify({ es: 'Primera entrevista', fr: 'Premier entretien' }),
        instructions: '',
        settings: JSON.stringify(settings),
        asmt_id: null,
        retake_interval_days: null,
        measurement_type_id: null,
      })
      .returning('job_step_activity_id')
      .executeTakeFirstOrThrow()
  ).job_step_activity_id;
  await t.db
    .insertInto('job_step_activity_interviewers')
    .values({ job_step_activity_id: activityId, user_id: interviewerId })
    .execute();
});
afterAll(async () => t.close());

describe("interview mails in the candidate's language", () => {
  it('given a Spanish and a French candidate asked to choose a time, then each link mail is in their language', async () => {
    for (const who of [candidates.es, candidates.fr]) {
      const res = await post(`/api/smartreq/v1/user-smartreq/${who.userSmartreqId}/interviews/${activityId}/invite/`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const [toEs] = await mailsTo(candidates.es.email);
    expect(toEs!.subject).toMatch(/^Elige la hora de tu entrevista con \S/);
    expect(toEs!.text_body).toContain(`Hola, ${candidates.es.firstName}:`);
    expect(toEs!.text_body).toContain('en Primera entrevista (');
    expect(toEs!.text_body).not.toMatch(/Hello|Choose a time|First interview/);
    const [toFr] = await mailsTo(candidates.fr.email);
    expect(toFr!.subject).toMatch(/^Choisissez l’horaire de votre entretien avec \S/);
    expect(toFr!.text_body).toContain(`Bonjour ${candidates.fr.firstName},`);
    expect(toFr!.text_body).toContain('pour Premier entretien (');
    expect(toFr!.text_body).not.toMatch(/Hello|Choose a time|First interview/);
  });

  it('given each interview scheduled by hand, then the candidate’s invitation is in their language named and timed in it, and the interviewer’s in English', async () => {
    const day = (n: number) => new Date(Math.ceil((Date.now() + n * DAY) / DAY) * DAY + 10 * 3_600_000);
    const when: Record<'es' | 'fr', Date> = { es: day(3), fr: day(4) };
    for (const language of ['es', 'fr'] as const) {
      const res = await post(
        `/api/smartreq/v1/user-smartreq/${candidates[language].userSmartreqId}/interviews/${activityId}/schedule/`,
        {
          starts_at: when[language].toISOString(),
          time_zone: 'Europe/Madrid',
          duration_minutes: 45,
          interviewer_user_ids: [interviewerId],
        },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const weekday = (language: string, date: Date) =>
      new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'Europe/Madrid' }).format(date);

    const toEs = (await mailsTo(candidates.es.email)).at(-1)!;
    expect(toEs.subject).toMatch(/^Entrevista: Primera entrevista el /);
    expect(toEs.subject).toContain(weekday('es', when.es));
    expect(toEs.text_body).toContain(`Hola, ${candidates.es.firstName}:`);
    expect(toEs.text_body).toContain('Cuándo:');
    expect(toEs.text_body).not.toMatch(/Hello|When:|Where:/);

    const toFr = (await mailsTo(candidates.fr.email)).at(-1)!;
    expect(toFr.subject).toMatch(/^Entretien : Premier entretien le /);
    expect(toFr.subject).toContain(weekday('fr', when.fr));
    expect(toFr.text_body).toContain(`Bonjour ${candidates.fr.firstName},`);
    expect(toFr.text_body).toContain('Quand :');
    expect(toFr.text_body).not.toMatch(/Hello|When:|Where:/);

    const toInterviewer = (await mailsTo('interviewer@demo-company.test')).at(-1)!;
    expect(toInterviewer.subject).toMatch(/^Interview: First interview on /);
  });
});
