/**
 * A signer's offer as TanStack Query knows it. The signer's view is kept under 'offer-to-sign' so a signed-in
 * candidate's opened offer (its letter and PDF) is persisted for reading offline; the token of a
 * one-time link is never part of a key.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SignOffer } from '../../../contracts/offer.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/offer.ts';

export const offerKeys = {
  toSign: (offerUuid: string) => ['offer-to-sign', offerUuid] as const,
};

export function offerToSignQueryOptions(offerUuid: string, token: string | undefined) {
  return queryOptions({
    queryKey: offerKeys.toSign(offerUuid),
    queryFn: ({ signal }) =>
      call(api.viewOfferToSign, { params: { offerUuid }, query: token ? { token } : {}, signal }),
    staleTime: 0,
  });
}

export async function signOffer(queryClient: QueryClient, offerUuid: string, body: SignOffer) {
  const view = await call(api.signOffer, { params: { offerUuid }, body });
  queryClient.setQueryData(offerKeys.toSign(offerUuid), view);
  return view;
}

export async function declineOffer(
  queryClient: QueryClient,
  offerUuid: string,
  token: string | undefined,
  reason: string,
) {
  const view = await call(api.declineOffer, {
    params: { offerUuid },
    body: { ...(token ? { token } : {}), ...(reason ? { reason } : {}) },
  });
  queryClient.setQueryData(offerKeys.toSign(offerUuid), view);
  return view;
}
