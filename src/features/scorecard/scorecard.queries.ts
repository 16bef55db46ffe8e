/** One application's scorecard, comments, history and the company's rejection reasons as TanStack Query knows them, and the actions that refresh them. */
import { i18n } from '@lingui/core';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RejectionEmail } from '../../../contracts/rejection-email.ts';
import type {
  CommentScope,
  HirePersonalData,
  Scorecard,
  ShareScorecard,
  TIME_ACCOMMODATIONS,
} from '../../../contracts/scorecard.ts';
import * as scorecard from '../../lib/api/scorecard.ts';
import { call } from '../../lib/api-client.ts';
import { isLanguage } from '../../lib/language.ts';
import { rescoreApplication } from '../../lib/api/scoring.ts';
import { advanceApplication, undoApplicationChange } from '../../lib/api/pipeline.ts';

export const scorecardKeys = {
  all: (id: number) => ['scorecard', id] as const,
  card: (id: number) => ['scorecard', id, 'card'] as const,
  comments: (id: number) => ['scorecard', id, 'comments'] as const,
  history: (id: number) => ['scorecard', id, 'history'] as const,
  reasons: (accountId: number) => ['rejection-reasons', accountId] as const,
};

/** The scorecard with its attributes named in the screen's language (`i18n.locale`), read again when it changes. */
export function scorecardQueryOptions(id: number) {
  const language = isLanguage(i18n.locale) ? i18n.locale : undefined;
  return queryOptions({
    queryKey: [...scorecardKeys.card(id), language] as const,
    queryFn: ({ signal }) =>
      call(scorecard.getScorecard, { params: { userSmartreqId: id }, query: { language }, signal }),
  });
}

export function commentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: scorecardKeys.comments(id),
    queryFn: ({ signal }) => call(scorecard.listComments, { params: { userSmartreqId: id }, signal }),
  });
}

export function historyQueryOptions(id: number) {
  return queryOptions({
    queryKey: scorecardKeys.history(id),
    queryFn: ({ signal }) => call(scorecard.listActivityHistory, { params: { userSmartreqId: id }, signal }),
  });
}

export function rejectionReasonsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: scorecardKeys.reasons(accountId),
    queryFn: ({ signal }) => call(scorecard.listRejectionReasons, { query: { account_id: accountId }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** After an action the scorecard reloads (seed 001 section 4), with its history. */
async function reload(queryClient: QueryClient, id: number): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: scorecardKeys.all(id) });
  // Lists of applicants show status and the new flag.
  await queryClient.invalidateQueries({ queryKey: ['applicants'] });
}

export async function setStatus(queryClient: QueryClient, id: number, status: 'active' | 'hired') {
  await call(scorecard.updateApplicationStatus, { params: { userSmartreqId: id }, body: { status } });
  await reload(queryClient, id);
}

export async function reject(
  queryClient: QueryClient,
  id: number,
  rejectionReasonId: number,
  reasonNote: string,
  email?: RejectionEmail,
) {
  await call(scorecard.rejectApplication, {
    params: { id },
    body: { rejection_reason_id: rejectionReasonId, reason_note: reasonNote, ...(email ? { email } : {}) },
  });
  await reload(queryClient, id);
}

export async function changeTimeAccommodation(
  queryClient: QueryClient,
  id: number,
  multiplier: (typeof TIME_ACCOMMODATIONS)[number],
) {
  await call(scorecard.setTimeAccommodation, {
    params: { userSmartreqId: id },
    body: { time_accommodation: multiplier },
  });
  await reload(queryClient, id);
}

export async function recover(queryClient: QueryClient, id: number) {
  await call(scorecard.recoverApplication, { params: { id } });
  await reload(queryClient, id);
}

export async function markNew(queryClient: QueryClient, id: number) {
  await call(scorecard.markApplicationNew, { params: { id } });
  // Not reloading the scorecard: opening it would mark the application seen again at once.
  await queryClient.invalidateQueries({ queryKey: scorecardKeys.history(id) });
  queryClient.setQueriesData<Scorecard>(
    { queryKey: scorecardKeys.card(id) },
    (old) => old && { ...old, applicantData: { ...old.applicantData, is_new: true } },
  );
  await queryClient.invalidateQueries({ queryKey: ['applicants'] });
}

/** Personal data first, then the hire, then the scorecard reloads (seed 001 section 4). */
export async function hire(queryClient: QueryClient, personal: HirePersonalData) {
  await call(scorecard.updateHireData, { body: personal });
  await call(scorecard.hireApplication, {
    body: { user_smartreq_id: personal.user_smartreq_id, start_date: personal.hire_start_date ?? null },
  });
  await reload(queryClient, personal.user_smartreq_id);
  // A hire from a requisition is an employee now (D169): the employee lists read again.
  await queryClient.invalidateQueries({ queryKey: ['people'] });
}

export async function rescore(queryClient: QueryClient, id: number) {
  await call(rescoreApplication, { params: { userSmartreqId: id } });
  await reload(queryClient, id);
}

export async function share(queryClient: QueryClient, body: ShareScorecard) {
  const result = await call(scorecard.shareScorecard, { body });
  await queryClient.invalidateQueries({ queryKey: scorecardKeys.history(body.user_smartreq_id) });
  return result;
}

export async function addComment(
  queryClient: QueryClient,
  id: number,
  body: string,
  scope: CommentScope,
  commentUuid: string,
  mentionedUserIds: number[] = [],
) {
  const created = await call(scorecard.createComment, {
    params: { userSmartreqId: id },
    body: { body, scope, comment_uuid: commentUuid, mentioned_user_ids: mentionedUserIds },
  });
  // Not awaited: the form clears as soon as the comment is stored, the list follows.
  void queryClient.invalidateQueries({ queryKey: scorecardKeys.comments(id) });
  void queryClient.invalidateQueries({ queryKey: scorecardKeys.history(id) });
  return created;
}

export async function editComment(
  queryClient: QueryClient,
  id: number,
  commentUuid: string,
  body: string,
  scope: CommentScope,
) {
  await call(scorecard.updateComment, { params: { comment_uuid: commentUuid }, body: { body, scope } });
  await queryClient.invalidateQueries({ queryKey: scorecardKeys.comments(id) });
}

export async function deleteComment(queryClient: QueryClient, id: number, commentUuid: string) {
  await call(scorecard.deleteComment, { params: { comment_uuid: commentUuid } });
  await queryClient.invalidateQueries({ queryKey: scorecardKeys.comments(id) });
}

/** To the next stage of the requisition's pipeline (D202); answers the stage reached. */
export async function advance(queryClient: QueryClient, id: number) {
  const answer = await call(advanceApplication, { params: { userSmartreqId: id }, body: {} });
  await reload(queryClient, id);
  await queryClient.invalidateQueries({ queryKey: ['pipeline'] });
  return answer;
}

/** Takes back the last advance or reject, from the state the server kept (D202). */
export async function undoLastChange(queryClient: QueryClient, id: number) {
  const answer = await call(undoApplicationChange, { params: { userSmartreqId: id } });
  await reload(queryClient, id);
  await queryClient.invalidateQueries({ queryKey: ['pipeline'] });
  return answer;
}
