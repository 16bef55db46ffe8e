/** A company's setting for what applicants before an offer are asked (contracts/applicant-questions.ts, D267). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ProfileQuestions } from '../../../contracts/applicant-questions-rules.ts';
import { call } from '../../lib/api-client.ts';
import { getApplicantQuestions, saveApplicantQuestions } from '../../lib/api/applicant-questions.ts';

const questionsKey = (accountId: number) => ['company-settings', 'applicant-questions', accountId] as const;

export function applicantQuestionsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: questionsKey(accountId),
    queryFn: ({ signal }) => call(getApplicantQuestions, { params: { id: accountId }, signal }),
  });
}

export async function saveQuestions(queryClient: QueryClient, accountId: number, questions: ProfileQuestions) {
  const saved = await call(saveApplicantQuestions, { params: { id: accountId }, body: questions });
  queryClient.setQueryData(questionsKey(accountId), saved);
  return saved;
}
