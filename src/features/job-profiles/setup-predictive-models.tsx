/**
 * The profile's setup tab "predictive models" (D141): the route shows the shared predictive-models
 * screen for the profile and offers these drafts, one per outcome whose correlations give one.
 */
import type { ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { PROFILE_CORRELATION_OUTCOMES } from '../../../contracts/job-profiles.ts';
import type { SavePredictiveModel } from '../../../contracts/scoring.ts';
import { correlationsQueryOptions } from './job-profiles.queries.ts';
import { draftFromCorrelations } from './setup-model-drafts.ts';

export function useProfileModelDrafts(jobId: number): { key: string; label: ReactNode; draft: SavePredictiveModel }[] {
  const { t, i18n } = useLingui();
  const results = useQueries({ queries: PROFILE_CORRELATION_OUTCOMES.map((outcome) => correlationsQueryOptions(jobId, outcome, i18n.locale)) });
  return results.flatMap((result, i) => {
    const outcome = PROFILE_CORRELATION_OUTCOMES[i]!;
    const isTurnover = outcome === 'turnover';
    const draft = result.data && draftFromCorrelations(result.data, isTurnover ? t`Chance of staying` : t`Performance rating`);
    if (!draft) return [];
    return [{ key: outcome, label: isTurnover ? t`Draft from turnover correlations` : t`Draft from performance correlations`, draft }];
  });
}
