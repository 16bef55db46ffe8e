/** The signed-in employee's own job profile as TanStack Query knows it, and their unsent answers kept on the device (D150). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AnswerSatisfaction } from '../../../contracts/my-job-profile.ts';
import { call } from '../../lib/api-client.ts';
import { answerMySatisfaction, getMyJobProfile } from '../../lib/api/my-job-profile.ts';
import { listMyOutcomeRequests } from '../../lib/api/outcome-questions.ts';

const myJobProfileKey = (userId: number) => ['my-job-profile', userId] as const;

export const myJobProfileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: myJobProfileKey(userId), queryFn: ({ signal }) => call(getMyJobProfile, { signal }) });

export async function sendSatisfaction(queryClient: QueryClient, userId: number, body: AnswerSatisfaction) {
  const answer = await call(answerMySatisfaction, { body });
  queryClient.setQueryData(myJobProfileKey(userId), answer);
  return answer;
}

/** Answers chosen but not yet saved, per employee record and period, so a failed send or a reload loses nothing. */
const draftKey = (employeeId: number, periodId: number) => `assay.satisfaction-draft.${employeeId}.${periodId}`;

export function readDraft(employeeId: number, periodId: number): Record<string, number> | undefined {
  try {
    const text = localStorage.getItem(draftKey(employeeId, periodId));
    if (text === null) return undefined;
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] >= 1 && entry[1] <= 5,
      ),
    );
  } catch {
    return undefined;
  }
}

export function writeDraft(employeeId: number, periodId: number, answers: Record<string, number> | undefined): void {
  try {
    if (answers === undefined) localStorage.removeItem(draftKey(employeeId, periodId));
    else localStorage.setItem(draftKey(employeeId, periodId), JSON.stringify(answers));
  } catch {
    // Storage full or refused: the answers stay on the page.
  }
}

/** The user's outcome requests (D171); the page shows the ones they answer as a supervisor. */
export const myOutcomeRequestsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['my-outcome-requests', userId] as const,
    queryFn: ({ signal }) => call(listMyOutcomeRequests, { signal }),
  });
