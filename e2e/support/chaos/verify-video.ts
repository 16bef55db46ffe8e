/**
 * What the server holds of the video answers (video.ts), read as the candidate, against the takes
 * the person sent: once the screen said submitted, the activity must be completed and each
 * question's answer ready (else its answer is lost), and the server must count for each question
 * as many takes as the person's device queued and the server did not refuse: one more is the same
 * recording counted twice (an upload created twice for one take, which also spends one of the
 * question's recordings), counted as duplicated. A take the server refused is a finding too: the
 * person recorded nothing wrong. Which file is the answer (the SHA-256 of the take used) only the
 * server's database says: the bench reads it once the server has stopped (stored.ts).
 */
import { callApi } from './api.ts';
import type { CandidateRun, Finding, Verdict } from './candidate-run.ts';
import type { VideoDid } from './video.ts';

type Note = (finding: Finding, lost?: number, duplicated?: number) => void;

interface ServerQuestion {
  video_question_id: number;
  takes_used: number;
  answer: { status: string; refusal_reason: string | null } | null;
}

export async function verifyVideo(
  baseURL: string,
  token: string,
  run: CandidateRun,
  did: VideoDid,
  note: Note,
  verdict: Verdict,
): Promise<void> {
  if (!did.submitted) {
    note({ email: run.email, activity: 'video', problem: 'unfinished', detail: did.error ?? '' });
    return;
  }
  for (const [sha, reason] of Object.entries(did.refused))
    note({
      email: run.email,
      activity: 'video',
      problem: 'refused',
      detail: `the server refused a take (${reason}, SHA-256 ${sha.slice(0, 12)}…)`,
    });
  const read = await callApi(
    baseURL,
    token,
    'GET',
    `/user-response/v1/video-questions/job_step_activity/${did.activity.jobStepActivityId}/ref/${did.activity.refId}/`,
  );
  const data = (read.body as { data?: { is_completed: boolean; questions: ServerQuestion[] } }).data;
  if (!data) {
    note(
      {
        email: run.email,
        activity: 'video',
        problem: 'lost',
        detail: `the answers could not be read: HTTP ${read.status}`,
      },
      Math.max(1, Object.keys(did.takes).length),
    );
    return;
  }
  verdict.answersChecked += data.questions.length;
  if (!data.is_completed)
    note(
      { email: run.email, activity: 'video', problem: 'lost', detail: 'the screen said submitted; not completed' },
      data.questions.length,
    );
  for (const q of data.questions) {
    const takes = did.takes[String(q.video_question_id)] ?? [];
    const sent = takes.filter((sha) => did.refused[sha] === undefined).length;
    if (q.answer?.status !== 'ready') {
      note(
        {
          email: run.email,
          activity: 'video',
          problem: 'lost',
          detail: `question ${q.video_question_id}: the person sent ${sent} takes; the server's answer is ${q.answer ? q.answer.status : 'none'}`,
        },
        1,
      );
    } else if (q.takes_used > sent) {
      note(
        {
          email: run.email,
          activity: 'video',
          problem: 'duplicated',
          detail: `question ${q.video_question_id}: the person sent ${sent} takes; the server counts ${q.takes_used}`,
        },
        0,
        q.takes_used - sent,
      );
    }
  }
}
