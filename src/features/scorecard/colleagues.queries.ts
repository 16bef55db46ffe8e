/** The colleagues a note on the application may mention (can_open marks who may open it), and sharing a note with one who cannot (D285, D299). */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { listColleagues } from '../../lib/api/application-scheduling.ts';
import { shareComment } from '../../lib/api/scorecard-comments.ts';
import { scorecardKeys } from './scorecard.queries.ts';

export const mentionableQueryOptions = (userSmartreqId: number) =>
  queryOptions({
    queryKey: ['scorecard', userSmartreqId, 'colleagues'] as const,
    queryFn: ({ signal }) => call(listColleagues, { params: { userSmartreqId }, signal }),
    staleTime: 5 * 60_000,
  });

/** Adds the note's colleague to the job's hiring team and notifies them of it; then who may open the application, and the notes, are read again. */
export async function shareNoteWith(
  queryClient: QueryClient,
  userSmartreqId: number,
  jobId: number,
  commentUuid: string,
  userId: number,
) {
  await call(shareComment, { params: { comment_uuid: commentUuid }, body: { user_id: userId } });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: mentionableQueryOptions(userSmartreqId).queryKey }),
    queryClient.invalidateQueries({ queryKey: scorecardKeys.comments(userSmartreqId) }),
    queryClient.invalidateQueries({ queryKey: ['smartreq', 'job', jobId] }),
  ]);
}

/** The named write (D506) that adds a colleague a note mentions to the job's hiring team: `shareNoteWith` for one person id. */
export const shareNoteWrite = (queryClient: QueryClient, userSmartreqId: number, jobId: number, commentUuid: string) =>
  mutationOptions({
    mutationKey: ['scorecard', userSmartreqId, 'share-note', commentUuid] as const,
    mutationFn: (userId: number) => shareNoteWith(queryClient, userSmartreqId, jobId, commentUuid, userId),
  });
