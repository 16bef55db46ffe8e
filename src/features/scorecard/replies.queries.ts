/** The candidate's replies to the application's mail (D298), and an answer through the applicant email. */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { emailApplicants } from '../../lib/api/applicants.ts';
import { listReplies } from '../../lib/api/replies.ts';
import { scorecardKeys } from './scorecard.queries.ts';

export const repliesKey = (userSmartreqId: number) => ['scorecard', userSmartreqId, 'replies'] as const;

export const repliesQueryOptions = (userSmartreqId: number) =>
  queryOptions({
    queryKey: repliesKey(userSmartreqId),
    queryFn: ({ signal }) => call(listReplies, { params: { userSmartreqId }, signal }),
  });

/**
 * Sent as any mail to the applicant (its history says so), with the application's reply address,
 * in the reply's thread (D313: In-Reply-To and References, so the candidate's answer joins it).
 */
export async function answerReply(
  queryClient: QueryClient,
  userSmartreqId: number,
  refId: string,
  replyId: number,
  text: { subject: string; message: string },
  idempotencyKey: string,
) {
  const sent = await call(emailApplicants, {
    body: { ref_ids: [refId], ...text, answers_reply_id: replyId },
    idempotencyKey,
  });
  await queryClient.invalidateQueries({ queryKey: scorecardKeys.history(userSmartreqId) });
  return sent;
}

/** The named write (D506) that answers one reply: `answerReply` with the subject and message typed, sent once under `idempotencyKey`. */
export const answerReplyWrite = (
  queryClient: QueryClient,
  reply: { userSmartreqId: number; refId: string; replyId: number },
  idempotencyKey: string,
) =>
  mutationOptions({
    mutationKey: ['scorecard', reply.userSmartreqId, 'answer-reply', reply.replyId] as const,
    mutationFn: (text: { subject: string; message: string }) =>
      answerReply(queryClient, reply.userSmartreqId, reply.refId, reply.replyId, text, idempotencyKey),
  });
