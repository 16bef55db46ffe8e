/**
 * The offers the candidate is a signer of, for the tracker's offer activities; kept for offline
 * reading. Apart from progress.queries.ts, which every candidate screen loads: the offer screens
 * (staff's too) share lib/api/offer.ts, so the chunk that holds it exports every one of its endpoints.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { myOffers } from '../../lib/api/offer.ts';
import { OFFLINE_GC_MS } from './progress.queries.ts';

export function myOffersQueryOptions() {
  return queryOptions({
    queryKey: ['my-offers'] as const,
    queryFn: ({ signal }) => call(myOffers, { signal }),
    gcTime: OFFLINE_GC_MS,
  });
}
