import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { rescoreStatusQueryOptions, scoringKeys } from './scoring.queries.ts';
import './scoring.css';

/**
 * "Scores are being recalculated" while a background rescore of the requisition runs:
 * polls the status every few seconds meanwhile; renders nothing otherwise (and when the status
 * cannot be read, e.g. offline). When a rescore it saw running finishes, every other query on
 * screen is refreshed, so lists ordered by fit and scorecards show the new scores.
 */
export function RescoreBanner({ jobId }: { jobId: number }) {
  const queryClient = useQueryClient();
  const status = useQuery(rescoreStatusQueryOptions(jobId));
  const inProgress = status.data?.in_progress === true;
  const wasInProgress = useRef(false);
  useEffect(() => {
    if (wasInProgress.current && !inProgress && status.data) {
      const own = scoringKeys.rescore(jobId);
      void queryClient.invalidateQueries({
        predicate: (query) => !(query.queryKey[0] === own[0] && query.queryKey[1] === own[1]),
      });
    }
    wasInProgress.current = inProgress;
  }, [inProgress, jobId, queryClient, status.data]);

  if (!inProgress) return null;
  return (
    <div className="banner banner--info rescore-banner" role="status">
      <span className="rescore-banner__spinner" aria-hidden="true" />
      <p className="banner__text">
        <Trans>Scores are being recalculated</Trans>
      </p>
    </div>
  );
}
