/**
 * The video activity as the server gives it. The key starts with 'assessment-content' so the
 * questions are persisted for offline reading like other activity content.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { getVideoQuestions } from '../../lib/api/video.ts';
import type { TextVersions } from '../../../contracts/company-text.ts';

export interface VideoActivityRef {
  refId: string;
  jobUuid: string;
  activityId: number;
  title: string;
  /** Every version of the title, so the screen names it in the reader's language (D256). */
  titleVersions?: TextVersions | undefined;
  jobTitle: string;
}

export function videoActivityQueryOptions(activity: Pick<VideoActivityRef, 'refId' | 'activityId'>) {
  return queryOptions({
    queryKey: ['assessment-content', 'video', activity.refId, activity.activityId] as const,
    queryFn: ({ signal }) =>
      call(getVideoQuestions, { params: { id: activity.activityId, ref: activity.refId }, signal }),
    gcTime: 7 * 24 * 60 * 60_000,
  });
}
