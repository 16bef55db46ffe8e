/** The colleagues a note on the application may mention (can_open marks who may open it), and adding one to the hiring team (D285). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { listColleagues } from '../../lib/api/application-scheduling.ts';
import { addTeamMember } from '../../lib/api/smartreq-team.ts';

export const mentionableQueryOptions = (userSmartreqId: number) =>
  queryOptions({
    queryKey: ['scorecard', userSmartreqId, 'colleagues'] as const,
    queryFn: ({ signal }) => call(listColleagues, { params: { userSmartreqId }, signal }),
    staleTime: 5 * 60_000,
  });

/** Through the hiring team's own endpoint and its checks; then who may open the application is read again. */
export async function addToHiringTeam(queryClient: QueryClient, userSmartreqId: number, jobId: number, userId: number) {
  await call(addTeamMember, { body: { job_id: jobId, user_id: userId } });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: mentionableQueryOptions(userSmartreqId).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['smartreq', 'job', jobId] }),
  ]);
}
