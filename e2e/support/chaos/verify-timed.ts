/**
 * What the server holds of the skills test (skills.ts) and the language test (language.ts), read as
 * the candidate, against what the person did:
 * - skills test: once the screen said submitted, the tracker must say completed and the final
 *   submission asked again with the count and hash of the options the person saw saved answers the
 *   server's receipt (a submitted run repeats it, never finalises anew), whose count and hash must be
 *   those; every section the person saw running has its start on the server, once, between the last
 *   look at its introduction and the first look at its countdown (TIMER_SLACK_MS either side): a
 *   start the server dated later would give the person time they did not have (a timer reset), an
 *   earlier one would take time from them;
 * - language test: once the screen said complete, every part the person answered is complete on the
 *   server, and its receipt (complete-part asked again with the person's count and hash; a completed
 *   part repeats it) has their count and hash. A part not complete on the server is never completed
 *   by the check: it is read first.
 */
import { answersHash } from '../../../contracts/user-response-codes.ts';
import { languagePartDigest } from '../../../contracts/answer-digests.ts';
import { callApi } from './api.ts';
import type { CandidateRun, Finding, Verdict } from './candidate-run.ts';
import type { LanguageDid } from './language.ts';
import type { SkillsDid } from './skills.ts';
import { isCompleted } from './verify-application.ts';

type Note = (finding: Finding, lost?: number, duplicated?: number) => void;

/**
 * How far the server's start of a section may lie outside what the person saw: the two clocks are
 * one machine's, but a write held back on a slow uplink (device.ts, at most 6 s) reaches the server
 * later than the device counted.
 */
export const TIMER_SLACK_MS = 10_000;

interface HeldCount {
  answer_count: number;
  answers_hash: string;
}

/** Lost or duplicated from a receipt against what the person gave. */
function compare(
  run: CandidateRun,
  activity: 'skills' | 'language',
  what: string,
  given: number,
  hash: string,
  held: HeldCount,
  note: Note,
): void {
  if (held.answer_count === given && held.answers_hash === hash) return;
  const lost = Math.max(0, given - held.answer_count);
  const duplicated = Math.max(0, held.answer_count - given);
  note(
    {
      email: run.email,
      activity,
      problem: lost > 0 ? 'lost' : duplicated > 0 ? 'duplicated' : 'wrong',
      detail: `${what}: the person saw ${given} answers saved, the server holds ${held.answer_count}${
        held.answers_hash === hash ? '' : ' and other values'
      }`,
    },
    lost > 0 || duplicated > 0 ? lost : 1,
    duplicated,
  );
}

interface SkillsContent {
  user_skills_test_id: number | null;
  submitted_at: string | null;
  sections: {
    title: string;
    is_practice: boolean;
    details: { section_started_at: string | null; user_skills_test_section_id: number | null } | null;
  }[];
}

export async function verifySkills(
  baseURL: string,
  token: string,
  run: CandidateRun,
  did: SkillsDid,
  note: Note,
  verdict: Verdict,
): Promise<void> {
  const { activity } = did;
  const given = Object.entries(did.choices).map(([item_id, value]) => ({ item_id, value }));
  if (!did.submitted) {
    note({ email: run.email, activity: 'skills', problem: 'unfinished', detail: did.error ?? '' });
    return;
  }
  const read = await callApi(
    baseURL,
    token,
    'GET',
    `/user-response/v1/skills-test/${activity.refId}/?job_step_activity_id=${activity.jobStepActivityId}&language=en`,
  );
  const content = (read.body as { data?: SkillsContent }).data;
  if (!content || !content.submitted_at || !(await isCompleted(baseURL, token, did))) {
    note(
      {
        email: run.email,
        activity: 'skills',
        problem: 'lost',
        detail: `the screen said submitted; the server has it ${content?.submitted_at ? 'submitted but not completed' : 'not submitted'} (HTTP ${read.status})`,
      },
      Math.max(1, given.length),
    );
    return;
  }
  // The timers: each section the person saw running started on the server within what they saw.
  for (const [title, seen] of Object.entries(did.sections)) {
    if (!seen.runningSeenAt) continue;
    verdict.timersChecked += 1;
    const matching = content.sections.filter((s) => !s.is_practice && s.title === title);
    const startedAt = matching[0]?.details?.section_started_at;
    if (matching.length !== 1 || !startedAt) {
      note(
        {
          email: run.email,
          activity: 'skills',
          problem: 'lost',
          detail: `section "${title}": the person saw its countdown running; the server has ${matching.length} such sections, started ${startedAt ?? 'never'}`,
        },
        1,
      );
      continue;
    }
    const start = Date.parse(startedAt);
    const earliest = (seen.introSeenAt ?? seen.runningSeenAt) - TIMER_SLACK_MS;
    const latest = seen.runningSeenAt + TIMER_SLACK_MS;
    if (start < earliest || start > latest)
      note(
        {
          email: run.email,
          activity: 'skills',
          problem: 'wrong',
          detail: `section "${title}": started on the server at ${startedAt}, ${((start - seen.runningSeenAt) / 1000).toFixed(1)} s from the first look at its countdown (${seen.secondsShown} s shown); its introduction last seen ${seen.introSeenAt ? new Date(seen.introSeenAt).toISOString() : 'never'}`,
        },
        1,
      );
  }
  const hash = await answersHash(given);
  const receipt = await callApi(baseURL, token, 'POST', '/user-response/v1/skills-test/submit/', {
    ref_id: activity.refId,
    job_step_activity_id: activity.jobStepActivityId,
    answer_count: given.length,
    answers_hash: hash,
  });
  const held = (receipt.body as { data?: HeldCount }).data;
  if (receipt.status !== 200 || !held) {
    note(
      {
        email: run.email,
        activity: 'skills',
        problem: 'lost',
        detail: `the receipt could not be read: HTTP ${receipt.status} ${JSON.stringify(receipt.body)}`,
      },
      Math.max(1, given.length),
    );
    return;
  }
  verdict.answersChecked += given.length;
  compare(run, 'skills', 'the skills test', given.length, hash, held, note);
}

interface LanguageContent {
  is_completed: boolean;
  parts: { vendor_assessment_id: number; title: string; status: string }[];
}

export async function verifyLanguage(
  baseURL: string,
  token: string,
  run: CandidateRun,
  did: LanguageDid,
  note: Note,
  verdict: Verdict,
): Promise<void> {
  const { activity } = did;
  if (!did.submitted) {
    note({ email: run.email, activity: 'language', problem: 'unfinished', detail: did.error ?? '' });
    return;
  }
  const read = await callApi(
    baseURL,
    token,
    'GET',
    `/user-response/v1/language-test/${activity.refId}/?job_step_activity_id=${activity.jobStepActivityId}`,
  );
  const content = (read.body as { data?: LanguageContent }).data;
  const givenCount = Object.values(did.choices).reduce((n, part) => n + Object.keys(part).length, 0);
  if (!content || !content.is_completed || !(await isCompleted(baseURL, token, did))) {
    note(
      {
        email: run.email,
        activity: 'language',
        problem: 'lost',
        detail: `the screen said complete; the server has ${
          content ? content.parts.map((p) => `${p.title} ${p.status}`).join(', ') : `nothing (HTTP ${read.status})`
        }`,
      },
      Math.max(1, givenCount),
    );
    return;
  }
  for (const part of content.parts) {
    const chosen = did.choices[String(part.vendor_assessment_id)] ?? {};
    const digest = await languagePartDigest(
      Object.entries(chosen).map(([item_id, option_id]) => ({ item_id, option_id })),
    );
    // The part is complete on the server (read above): asking again only repeats its receipt.
    const receipt = await callApi(baseURL, token, 'POST', '/user-response/v1/language-test/complete-part/', {
      ref_id: activity.refId,
      job_step_activity_id: activity.jobStepActivityId,
      vendor_assessment_id: part.vendor_assessment_id,
      ...digest,
    });
    const held = (receipt.body as { data?: HeldCount }).data;
    if (receipt.status !== 200 || !held) {
      note(
        {
          email: run.email,
          activity: 'language',
          problem: 'lost',
          detail: `${part.title}: the receipt could not be read: HTTP ${receipt.status} ${JSON.stringify(receipt.body)}`,
        },
        Math.max(1, digest.answer_count),
      );
      continue;
    }
    verdict.answersChecked += digest.answer_count;
    compare(run, 'language', part.title, digest.answer_count, digest.answers_hash, held, note);
  }
}
