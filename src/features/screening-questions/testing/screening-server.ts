/**
 * The server side of the screening questions' component tests on the real outbox (full disk, a
 * reload): the questions, the lease, the attempt's start and each answer answered as the server
 * does, for `stubFetch` (src/offline-hooks/testing/lease-kit.tsx). Only the network is faked.
 */
import type { JobQuestions } from '../../../../contracts/screening-questions.ts';
import { answerServer, json, type SentRequest } from '../../../offline-hooks/testing/lease-kit.tsx';

export type ScreeningQuestion = JobQuestions['questions'][number];

/** A required question of `type`, its account question id taken from its item id (q9: 9). */
export function screeningQuestion(
  itemId: string,
  text: string,
  type: ScreeningQuestion['question_type'] = 'yes_no',
): ScreeningQuestion {
  return {
    account_question_id: Number(itemId.slice(1)),
    item_id: itemId,
    question_type: type,
    question_text: text,
    help_text: '',
    is_required: true,
    settings: {},
    options: [],
  };
}

/** One file question: "Attach your driving licence" (q9). */
export const LICENCE_QUESTION = screeningQuestion('q9', 'Attach your driving licence', 'file');

/** The job's questions for the activity `activityId`, as GET job-questions answers them. */
export function screeningContent(activityId: number, questions: readonly ScreeningQuestion[]): JobQuestions {
  return { job_step_activity_id: activityId, title: 'Screening questions', questions: [...questions] };
}

/** Answers what a screening screen asks of the server for job `jobId`, its questions read when asked. */
export function screeningServer(jobId: number, content: () => JobQuestions) {
  return (request: SentRequest): Response | undefined =>
    request.path === `/api/user-response/v1/job-questions/${jobId}/`
      ? json(200, { data: content() })
      : answerServer(request);
}
