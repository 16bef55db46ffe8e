/**
 * The profile's setup tab "predictive models" (D141): the route shows the shared predictive-models
 * screen for the profile and offers these drafts, one per outcome whose correlations give one.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { ProfileCorrelationOutcome } from '../../../contracts/job-profiles.ts';
import type { SavePredictiveModel } from '../../../contracts/scoring.ts';
import { correlationsQueryOptions } from './job-profiles.queries.ts';
import { draftFromCorrelations } from './setup-model-drafts.ts';

export function useProfileModelDrafts(jobId: number): { key: string; label: ReactNode; draft: SavePredictiveModel }[] {
  const { t, i18n } = useLingui();
  // Two useQuery calls, not useQueries: that hook would join the vendor chunk the candidate's screens load too.
  const turnover = useQuery(correlationsQueryOptions(jobId, 'turnover', i18n.locale));
  const performance = useQuery(correlationsQueryOptions(jobId, 'performance', i18n.locale));
  const results = [turnover, performance];
  return results.flatMap((result, i) => {
    const outcome: ProfileCorrelationOutcome = i === 0 ? 'turnover' : 'performance';
    const isTurnover = outcome === 'turnover';
    const draft =
      result.data && draftFromCorrelations(result.data, isTurnover ? t`Chance of staying` : t`Performance rating`);
    if (!draft) return [];
    return [
      {
        key: outcome,
        label: isTurnover ? t`Draft from turnover correlations` : t`Draft from performance correlations`,
        draft,
      },
    ];
  });
}
