/**
 * The chaos test (D270): a candidate takes the demo's questionnaire and typing test on
 * a phone whose device misbehaves (device.ts), then what they did is compared with what the server
 * holds. The bench (bench/chaos.ts) runs many; the journey (e2e/chaos-short.spec.ts) one, fixed.
 *
 * What the server holds is read as the candidate, through the API:
 * - questionnaire: once the screen said submitted, the tracker must say completed, and the
 *   submission asked again with the count and canonical hash of the options the person chose
 *   answers the server's receipt (a submitted attempt repeats it), whose count and hash must be
 *   those: every answer there, once, with the value chosen;
 * - typing test: once the screen showed a result (received, or saved on the device), the server
 *   must hold a scored result with no corrections (the person typed none) and at least as many
 *   keystrokes as the characters the device held as typed;
 * - the application form, resume and equal-opportunity questions: verify-application.ts (and the
 *   equal-opportunity answers in the stopped server's database, stored.ts, in the bench);
 * - the skills test (answers by receipt, each section's start against what the person saw) and the
 *   language test (each part's receipt): verify-timed.ts;
 * - the video answers (each question's answer ready, as many takes as the person sent):
 *   verify-video.ts (and the files' SHA-256 in the stopped server's database, stored.ts, in the bench);
 * - the device: every write the full disk refused was told on the screen (storage-full.ts, D302).
 */
import type { Browser } from '@playwright/test';
import { answersHash } from '../../../contracts/user-response-codes.ts';
import {
  applyFor,
  callApi,
  EEOC_TITLE,
  FORM_TITLE,
  OPEN_JOB,
  PATHWAY_JOB,
  QUESTIONNAIRE_TITLE,
  RESUME_TITLE,
  SCREENING_TITLE,
  SKILLS_TITLE,
  LANGUAGE_TITLE,
  TYPING_JOB,
  TYPING_TITLE,
  VIDEO_TITLE,
  type Session,
} from './api.ts';
import { Device, noRequestCounts, type ChaosServer, type FaultCounts, type FaultKind } from './device.ts';
import { fillApplicationForm, uploadResume } from './application.ts';
import { answerEeoc } from './eeoc.ts';
import { takeLanguageTest } from './language.ts';
import { answerQuestionnaire, type QuestionnaireDid } from './questionnaire.ts';
import type { Rng } from './rng.ts';
import { answerScreening, type ScreeningDid } from './screening.ts';
import { takeSkillsTest } from './skills.ts';
import { takeTypingTest } from './typing.ts';
import { answerVideo } from './video.ts';
import { BOUNDS } from './waits.ts';
import { verifyEeoc, verifyForm, verifyResume } from './verify-application.ts';
import { verifyLanguage, verifySkills } from './verify-timed.ts';
import { verifyVideo } from './verify-video.ts';
import type { ActivityKind, CandidateRun, Finding, Verdict } from './candidate-run.ts';

export type { ActivityKind, CandidateRun, Finding, Verdict } from './candidate-run.ts';

export interface CandidateOptions {
  kinds: readonly ActivityKind[];
  faultRate: number;
  faultKinds?: readonly FaultKind[];
  /** The bound of one activity (waits.ts BOUNDS.activity unless given): past it, the activity ends with what the page showed. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export async function runCandidate(
  browser: Browser,
  server: ChaosServer,
  rng: Rng,
  who: { email: string; password: string; session: Session },
  options: CandidateOptions,
): Promise<CandidateRun> {
  // One application a job, whichever of its activities are driven.
  const applied = new Map<string, string>();
  const activity = async (kind: ActivityKind, job: string, title: string) =>
    options.kinds.includes(kind) ? await applyFor(server.baseURL, who.session, job, title, applied) : undefined;
  const activities = {
    questionnaire: await activity('questionnaire', PATHWAY_JOB, QUESTIONNAIRE_TITLE),
    typing: await activity('typing', TYPING_JOB, TYPING_TITLE),
    screening: await activity('screening', OPEN_JOB, SCREENING_TITLE),
    form: await activity('form', OPEN_JOB, FORM_TITLE),
    resume: await activity('resume', OPEN_JOB, RESUME_TITLE),
    eeoc: await activity('eeoc', OPEN_JOB, EEOC_TITLE),
    skills: await activity('skills', OPEN_JOB, SKILLS_TITLE),
    language: await activity('language', TYPING_JOB, LANGUAGE_TITLE),
    video: await activity('video', OPEN_JOB, VIDEO_TITLE),
  };
  const device = await Device.open(browser, server, rng, {
    faultRate: options.faultRate,
    kinds: options.faultKinds,
    log: options.log,
  });
  const run: CandidateRun = {
    email: who.email,
    password: who.password,
    session: who.session,
    faults: device.faults,
    requests: device.requests,
  };
  const bound = options.timeoutMs ?? BOUNDS.activity;
  try {
    await device.signIn(who.email, who.password, '/user/progress');
    // The activities in a drawn order.
    const order = [...options.kinds].sort(() => rng.next() - 0.5);
    for (const kind of order) {
      if (kind === 'questionnaire' && activities.questionnaire)
        run.questionnaire = await answerQuestionnaire(device, rng, activities.questionnaire, bound);
      if (kind === 'typing' && activities.typing)
        run.typing = await takeTypingTest(device, rng, activities.typing, bound);
      if (kind === 'screening' && activities.screening)
        run.screening = await answerScreening(device, rng, activities.screening, bound);
      if (kind === 'form' && activities.form) run.form = await fillApplicationForm(device, rng, activities.form, bound);
      if (kind === 'resume' && activities.resume)
        run.resume = await uploadResume(device, rng, activities.resume, bound);
      if (kind === 'eeoc' && activities.eeoc) run.eeoc = await answerEeoc(device, rng, activities.eeoc, bound);
      // Two timed sections (5 and 6 minutes) that a section's countdown may end: twice the bound.
      if (kind === 'skills' && activities.skills)
        run.skills = await takeSkillsTest(device, rng, activities.skills, 2 * bound);
      if (kind === 'language' && activities.language)
        run.language = await takeLanguageTest(device, rng, activities.language, bound);
      if (kind === 'video' && activities.video) run.video = await answerVideo(device, rng, activities.video, bound);
    }
    run.deviceId =
      (await device.page.evaluate(() => localStorage.getItem('assay.device-id')).catch(() => null)) ?? undefined;
  } finally {
    await device.close();
  }
  return run;
}

async function freshToken(baseURL: string, run: CandidateRun): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email: run.email, password: run.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${run.email} to verify: HTTP ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Compares what each candidate did with what the server holds (read as the candidate). */
export async function verify(baseURL: string, runs: readonly CandidateRun[]): Promise<Verdict> {
  const verdict: Verdict = { answersChecked: 0, timersChecked: 0, lost: 0, duplicated: 0, findings: [] };
  const note = (finding: Finding, lost = 0, duplicated = 0) => {
    verdict.findings.push(finding);
    verdict.lost += lost;
    verdict.duplicated += duplicated;
  };
  for (const run of runs) {
    if (run.requests.storageUntold > 0)
      note({
        email: run.email,
        activity: 'device',
        problem: 'untold',
        detail: `${run.requests.storageUntold} times the disk refused writes and the screen did not say the device stopped saving`,
      });
    // Signed in again: the sign-up's access token may have expired in a long run (15 min).
    const token = await freshToken(baseURL, run);
    for (const [activity, q] of [
      ['questionnaire', run.questionnaire],
      ['screening', run.screening],
    ] as const)
      if (q) await verifyAnswers(baseURL, token, run, activity, q, note, verdict);
    if (run.form) await verifyForm(baseURL, token, run, run.form, note, verdict);
    if (run.resume) await verifyResume(baseURL, token, run, run.resume, note, verdict);
    if (run.eeoc) await verifyEeoc(baseURL, token, run, run.eeoc, note, verdict);
    if (run.skills) await verifySkills(baseURL, token, run, run.skills, note, verdict);
    if (run.language) await verifyLanguage(baseURL, token, run, run.language, note, verdict);
    if (run.video) await verifyVideo(baseURL, token, run, run.video, note, verdict);
    const t = run.typing;
    if (t) {
      if (t.screen === 'none') {
        note({ email: run.email, activity: 'typing', problem: 'unfinished', detail: t.error ?? '' });
        continue;
      }
      if (t.screen === 'refused') {
        note(
          {
            email: run.email,
            activity: 'typing',
            problem: 'refused',
            detail: `the server refused the result: ${t.error ?? ''}`,
          },
          1,
        );
        continue;
      }
      const path = `/user-response/v1/typing-tests/job_step_activity/${t.activity.jobStepActivityId}/user/${run.session.user.user_id}/ref/${t.activity.refId}/`;
      const read = await callApi(baseURL, token, 'GET', path);
      const result = (read.body as { data?: { result: { corrections: number; keystrokes: number } | null } }).data
        ?.result;
      verdict.answersChecked += 1;
      if (!result) {
        note(
          {
            email: run.email,
            activity: 'typing',
            problem: 'lost',
            detail: `the screen said ${t.screen}; no result on the server`,
          },
          1,
        );
      } else if (result.corrections !== 0 || result.keystrokes < t.savedChars) {
        note(
          {
            email: run.email,
            activity: 'typing',
            problem: 'wrong',
            detail: `corrections ${result.corrections} (typed none), ${result.keystrokes} keystrokes for ${t.savedChars} characters kept`,
          },
          1,
        );
      }
      if (t.error) note({ email: run.email, activity: 'typing', problem: 'wrong', detail: t.error }, 1);
    }
  }
  return verdict;
}

/** A question activity (the questionnaire, the screening questions): the tracker says completed and the receipt repeats the count and hash of every answer given. */
async function verifyAnswers(
  baseURL: string,
  token: string,
  run: CandidateRun,
  activity: 'questionnaire' | 'screening',
  q: QuestionnaireDid | ScreeningDid,
  note: (finding: Finding, lost?: number, duplicated?: number) => void,
  verdict: Verdict,
): Promise<void> {
  const expected = Object.entries(q.choices).map(([item_id, value]) => ({ item_id, value }));
  if (!q.submitted) {
    note({ email: run.email, activity, problem: 'unfinished', detail: q.error ?? '' });
  } else {
    const tracker = await callApi(baseURL, token, 'GET', `/user/v1/progress-tracker/${q.activity.refId}/`);
    const completed = (
      tracker.body as {
        data: { steps: { activities: { job_step_activity_id: number; is_completed: boolean }[] }[] };
      }
    ).data.steps
      .flatMap((s) => s.activities)
      .find((a) => a.job_step_activity_id === q.activity.jobStepActivityId)?.is_completed;
    if (!completed || !q.attemptId) {
      note(
        {
          email: run.email,
          activity,
          problem: 'lost',
          detail: `the screen said submitted; the server has it ${completed ? 'completed' : 'not completed'}`,
        },
        expected.length,
      );
    } else {
      const hash = await answersHash(expected);
      const receipt = await callApi(
        baseURL,
        token,
        'POST',
        '/user-response/v1/assessment-answers/submit/',
        {
          ref_id: q.activity.refId,
          job_step_activity_id: q.activity.jobStepActivityId,
          attempt_id: q.attemptId,
          answer_count: expected.length,
          answers_hash: hash,
        },
        run.deviceId ? { 'x-assay-device': run.deviceId } : {},
      );
      const held = (receipt.body as { data?: { answer_count: number; answers_hash: string } }).data;
      if (receipt.status !== 200 || !held) {
        note(
          {
            email: run.email,
            activity,
            problem: 'lost',
            detail: `the receipt could not be read: HTTP ${receipt.status} ${JSON.stringify(receipt.body)}`,
          },
          expected.length,
        );
      } else {
        verdict.answersChecked += expected.length;
        if (held.answer_count !== expected.length || held.answers_hash !== hash) {
          const lost = Math.max(0, expected.length - held.answer_count);
          const duplicated = Math.max(0, held.answer_count - expected.length);
          note(
            {
              email: run.email,
              activity,
              problem: lost > 0 ? 'lost' : duplicated > 0 ? 'duplicated' : 'wrong',
              detail: `the person saved ${expected.length} answers, the server holds ${held.answer_count}${
                held.answers_hash === hash ? '' : ' and other values'
              }`,
            },
            lost > 0 || duplicated > 0 ? lost : 1,
            duplicated,
          );
        }
      }
    }
  }
}

/** The sum of the faults of every run, and of what happened to requests and tabs (Device['requests']). */
export function totals(runs: readonly CandidateRun[]) {
  const faults: Partial<FaultCounts> = {};
  const requests = noRequestCounts();
  for (const run of runs) {
    for (const [kind, n] of Object.entries(run.faults) as [FaultKind, number][]) faults[kind] = (faults[kind] ?? 0) + n;
    for (const key of Object.keys(requests) as (keyof typeof requests)[]) requests[key] += run.requests[key];
  }
  const injected = Object.values(faults).reduce((a, b) => a + (b ?? 0), 0);
  return { faults, injected, ...requests };
}
