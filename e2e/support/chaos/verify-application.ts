/**
 * What the server holds of the Application step (application.ts), read as the candidate, against
 * what the person gave, as the question kinds are checked (run.ts): once the screen said submitted,
 * the tracker must say completed, and the count and hash of the values the server holds for the
 * fields given must be those of the values given (the form); the server's current resume must be
 * the file chosen, by its SHA-256 (the resume); the equal-opportunity questions, which the candidate
 * cannot read back, must be completed.
 */
import { createHash } from 'node:crypto';
import { callApi, type ActivityRef } from './api.ts';
import type { FormDid, ResumeDid } from './application.ts';
import type { EeocDid } from './eeoc.ts';
import type { CandidateRun, Finding, Verdict } from './candidate-run.ts';

type Note = (finding: Finding, lost?: number, duplicated?: number) => void;

/** The tracker says the activity is completed. */
export async function isCompleted(baseURL: string, token: string, did: { activity: ActivityRef }): Promise<boolean> {
  const tracker = await callApi(baseURL, token, 'GET', `/user/v1/progress-tracker/${did.activity.refId}/`);
  return (
    (
      tracker.body as { data?: { steps: { activities: { job_step_activity_id: number; is_completed: boolean }[] }[] } }
    ).data?.steps
      .flatMap((s) => s.activities)
      .find((a) => a.job_step_activity_id === did.activity.jobStepActivityId)?.is_completed === true
  );
}

/** The canonical hash of key/value pairs (sorted by key). */
const hashOf = (values: Record<string, string>) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(values).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex');

export async function verifyForm(
  baseURL: string,
  token: string,
  run: CandidateRun,
  did: FormDid,
  note: Note,
  verdict: Verdict,
): Promise<void> {
  const given = Object.keys(did.values).length;
  if (!did.submitted) {
    note({ email: run.email, activity: 'form', problem: 'unfinished', detail: did.error ?? '' });
    return;
  }
  if (!(await isCompleted(baseURL, token, did))) {
    note(
      { email: run.email, activity: 'form', problem: 'lost', detail: 'the screen said submitted; not completed' },
      given,
    );
    return;
  }
  const read = await callApi(
    baseURL,
    token,
    'GET',
    `/user-response/v1/application-form/${did.activity.refId}/?job_step_activity_id=${did.activity.jobStepActivityId}`,
  );
  const form = (
    read.body as {
      data?: {
        profile: Record<string, unknown>;
        custom_fields: { label: string; answer: string | null }[];
      };
    }
  ).data;
  if (!form) {
    note(
      {
        email: run.email,
        activity: 'form',
        problem: 'lost',
        detail: `the form could not be read: HTTP ${read.status}`,
      },
      given,
    );
    return;
  }
  // The server's values for the fields given, in the form the person gave them (a date as YYYY-MM-DD).
  const held: Record<string, string> = {};
  for (const key of Object.keys(did.values)) {
    const [scope, name] = [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)];
    const value = scope === 'profile' ? form.profile[name] : form.custom_fields.find((f) => f.label === name)?.answer;
    if (typeof value === 'string' && value !== '') held[key] = name === 'dob' ? value.slice(0, 10) : value;
  }
  verdict.answersChecked += given;
  const heldCount = Object.keys(held).length;
  if (heldCount !== given || hashOf(held) !== hashOf(did.values)) {
    const differ = Object.keys(did.values).filter((key) => held[key] !== did.values[key]);
    note(
      {
        email: run.email,
        activity: 'form',
        problem: heldCount < given ? 'lost' : 'wrong',
        detail: `the person gave ${given} values, the server holds ${heldCount}; differ: ${differ
          .map((key) => `${key} gave ${JSON.stringify(did.values[key])}, held ${JSON.stringify(held[key] ?? null)}`)
          .join('; ')}`,
      },
      differ.length,
    );
  }
}

export async function verifyResume(
  baseURL: string,
  token: string,
  run: CandidateRun,
  did: ResumeDid,
  note: Note,
  verdict: Verdict,
): Promise<void> {
  if (!did.submitted) {
    note({ email: run.email, activity: 'resume', problem: 'unfinished', detail: did.error ?? '' });
    return;
  }
  const completed = await isCompleted(baseURL, token, did);
  const read = await callApi(baseURL, token, 'GET', `/resume/v1/user/${run.session.user.user_id}/`);
  const resume = (read.body as { data?: { sha256: string; file_name: string } | null }).data;
  verdict.answersChecked += 1;
  if (!completed || !resume || resume.sha256 !== did.sha256)
    note(
      {
        email: run.email,
        activity: 'resume',
        problem: 'lost',
        detail: `the screen said submitted (the file chosen ${did.chosen} times); ${completed ? 'completed' : 'not completed'}, the server's resume ${resume ? `${resume.file_name} ${resume.sha256 === did.sha256 ? 'is' : 'is not'} the file chosen` : 'none'}`,
      },
      1,
    );
}

/** The equal-opportunity answers: the candidate cannot read them back (eeoc.ts); the tracker must say completed. */
export async function verifyEeoc(
  baseURL: string,
  token: string,
  run: CandidateRun,
  did: EeocDid,
  note: Note,
  verdict: Verdict,
): Promise<void> {
  if (!did.submitted) {
    note({ email: run.email, activity: 'eeoc', problem: 'unfinished', detail: did.error ?? '' });
    return;
  }
  const given = Object.keys(did.choices).length;
  verdict.answersChecked += given;
  if (!(await isCompleted(baseURL, token, did)))
    note(
      { email: run.email, activity: 'eeoc', problem: 'lost', detail: 'the screen said complete; not completed' },
      Math.max(1, given),
    );
}
