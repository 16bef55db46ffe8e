/**
 * The typing test as the server gives it. The key starts with 'assessment-content' so the passage
 * is persisted for offline reading like other activity content (candidate-sync/persist-reads.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../contracts/user.ts';
import type { TextVersions } from '../../../contracts/company-text.ts';
import { call } from '../../lib/api-client.ts';
import { getTypingTest } from '../../lib/api/typing-test.ts';

export interface TypingActivityRef {
  refId: string;
  jobUuid: string;
  activityId: number;
  title: string;
  /** Every version of the title, so the heading names it in the reader's language (D199, D278). */
  titleVersions?: TextVersions | undefined;
  jobTitle: string;
}

export function typingTestQueryOptions(activity: TypingActivityRef, userId: number, language: Language) {
  return queryOptions({
    queryKey: ['assessment-content', 'typing-test', activity.refId, activity.activityId, language] as const,
    queryFn: ({ signal }) =>
      call(getTypingTest, {
        params: { id: activity.activityId, userId, ref: activity.refId },
        query: { language },
        signal,
      }),
    gcTime: 7 * 24 * 60 * 60_000,
  });
}
