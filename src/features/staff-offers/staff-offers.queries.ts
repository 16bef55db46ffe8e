/** Offers, offer fields, letter templates and offer settings for staff, as TanStack Query knows them (never persisted). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SaveOffer } from '../../../contracts/offer.ts';
import type { SaveOfferField, SaveOfferSettings, SaveOfferTemplate } from '../../../contracts/offer-settings.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/offer.ts';
import * as mailPreviewApi from '../../lib/api/offer-mail-preview.ts';
import * as approvalsApi from '../../lib/api/offer-approvals.ts';
import type { OfferApprovalDecision } from '../../../contracts/offer-approvals.ts';

export const offerKeys = {
  application: (userSmartreqId: number) => ['offers', 'application', userSmartreqId] as const,
  settings: (accountId: number) => ['offer-settings', accountId] as const,
  fields: (accountId: number) => ['offer-fields', accountId] as const,
  templates: (accountId: number) => ['offer-templates', accountId] as const,
  approvers: (accountId: number) => ['offer-approvers', accountId] as const,
  requisitionApprovers: (jobId: number) => ['offer-approvers', 'job', jobId] as const,
};

export function applicationOffersQueryOptions(userSmartreqId: number) {
  return queryOptions({
    queryKey: offerKeys.application(userSmartreqId),
    queryFn: ({ signal }) => call(api.listApplicationOffers, { params: { userSmartreqId }, signal }),
  });
}

const refreshApplication = (queryClient: QueryClient, userSmartreqId: number) =>
  queryClient.invalidateQueries({ queryKey: offerKeys.application(userSmartreqId) });

export async function createOffer(
  queryClient: QueryClient,
  userSmartreqId: number,
  /** Null: an offer made from the application itself, without a plan step (D370). */
  jobStepActivityId: number | null,
  body: SaveOffer,
) {
  const offer = await call(api.createOffer, {
    body: { ...body, user_smartreq_id: userSmartreqId, job_step_activity_id: jobStepActivityId },
  });
  await refreshApplication(queryClient, userSmartreqId);
  return offer;
}

export async function updateOffer(
  queryClient: QueryClient,
  userSmartreqId: number,
  offerUuid: string,
  body: SaveOffer,
) {
  const offer = await call(api.updateOffer, { params: { offerUuid }, body });
  await refreshApplication(queryClient, userSmartreqId);
  return offer;
}

type OfferAction = 'send' | 'remind' | 'cancel' | 'delete';
export async function offerAction(
  queryClient: QueryClient,
  userSmartreqId: number,
  offerUuid: string,
  action: OfferAction,
  idempotencyKey?: string,
) {
  const params = { params: { offerUuid } };
  if (action === 'send') await call(api.sendOffer, { ...params, ...(idempotencyKey ? { idempotencyKey } : {}) });
  else if (action === 'remind') await call(api.remindOffer, params);
  else if (action === 'cancel') await call(api.cancelOffer, params);
  else await call(api.deleteOffer, params);
  await refreshApplication(queryClient, userSmartreqId);
}

/** Ask the company's approvers for a draft (D320), or answer as the approver whose turn it is. */
export async function requestApproval(queryClient: QueryClient, userSmartreqId: number, offerUuid: string) {
  await call(api.requestOfferApproval, { params: { offerUuid } });
  await refreshApplication(queryClient, userSmartreqId);
}
export async function decideApproval(
  queryClient: QueryClient,
  userSmartreqId: number,
  offerUuid: string,
  body: OfferApprovalDecision,
) {
  await call(api.decideOfferApproval, { params: { offerUuid }, body });
  await refreshApplication(queryClient, userSmartreqId);
}

export function offerApproversQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: offerKeys.approvers(accountId),
    queryFn: ({ signal }) => call(approvalsApi.getOfferApprovers, { query: { account_id: accountId }, signal }),
  });
}
export async function saveOfferApprovers(queryClient: QueryClient, accountId: number, userIds: number[]) {
  const saved = await call(approvalsApi.saveOfferApprovers, { body: { account_id: accountId, user_ids: userIds } });
  queryClient.setQueryData(offerKeys.approvers(accountId), saved);
  return saved;
}

/** A requisition's own approval chain (D429); empty: the company's applies. */
export function requisitionApproversQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: offerKeys.requisitionApprovers(jobId),
    queryFn: ({ signal }) => call(approvalsApi.getRequisitionOfferApprovers, { params: { jobId }, signal }),
  });
}
export async function saveRequisitionApprovers(queryClient: QueryClient, jobId: number, userIds: number[]) {
  const saved = await call(approvalsApi.saveRequisitionOfferApprovers, {
    params: { jobId },
    body: { user_ids: userIds },
  });
  queryClient.setQueryData(offerKeys.requisitionApprovers(jobId), saved);
  return saved;
}

export async function recordResponse(
  queryClient: QueryClient,
  userSmartreqId: number,
  offerUuid: string,
  response: 'accepted' | 'declined',
  note: string,
) {
  await call(api.recordOfferResponse, { params: { offerUuid }, body: { response, ...(note ? { note } : {}) } });
  await refreshApplication(queryClient, userSmartreqId);
}

/** The e-mail a draft's candidate will receive; read fresh each time the send dialog opens. */
export function offerMailPreviewQueryOptions(offerUuid: string) {
  return queryOptions({
    queryKey: ['offers', 'mail-preview', offerUuid] as const,
    queryFn: ({ signal }) => call(mailPreviewApi.previewOfferMail, { params: { offerUuid }, signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

export const previewOffer = (offerUuid: string) => call(api.previewOffer, { params: { offerUuid } });
export const downloadOffer = (offerUuid: string) => call(api.downloadOfferDocument, { params: { offerUuid } });

export function offerSettingsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: offerKeys.settings(accountId),
    queryFn: ({ signal }) => call(api.getOfferSettings, { query: { account_id: accountId }, signal }),
  });
}
export async function saveOfferSettings(
  queryClient: QueryClient,
  accountId: number,
  body: Omit<SaveOfferSettings, 'account_id'>,
) {
  const saved = await call(api.saveOfferSettings, { body: { ...body, account_id: accountId } });
  queryClient.setQueryData(offerKeys.settings(accountId), saved);
  return saved;
}

export function offerFieldsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: offerKeys.fields(accountId),
    queryFn: ({ signal }) => call(api.listOfferFields, { query: { account_id: accountId }, signal }),
  });
}
export async function saveOfferField(
  queryClient: QueryClient,
  accountId: number,
  fieldId: number | undefined,
  body: Omit<SaveOfferField, 'account_id'>,
) {
  const saved =
    fieldId === undefined
      ? await call(api.createOfferField, { body: { ...body, account_id: accountId } })
      : await call(api.updateOfferField, { params: { offerFieldId: fieldId }, body });
  await queryClient.invalidateQueries({ queryKey: offerKeys.fields(accountId) });
  return saved;
}
export async function deleteOfferField(queryClient: QueryClient, accountId: number, fieldId: number) {
  await call(api.deleteOfferField, { params: { offerFieldId: fieldId } });
  await queryClient.invalidateQueries({ queryKey: offerKeys.fields(accountId) });
}

export function offerTemplatesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: offerKeys.templates(accountId),
    queryFn: ({ signal }) => call(api.listOfferTemplates, { query: { account_id: accountId }, signal }),
  });
}
export async function saveOfferTemplate(
  queryClient: QueryClient,
  accountId: number,
  templateId: number | undefined,
  body: Omit<SaveOfferTemplate, 'account_id'>,
) {
  const saved =
    templateId === undefined
      ? await call(api.createOfferTemplate, { body: { ...body, account_id: accountId } })
      : await call(api.updateOfferTemplate, { params: { templateId }, body });
  await queryClient.invalidateQueries({ queryKey: offerKeys.templates(accountId) });
  return saved;
}
export async function deleteOfferTemplate(queryClient: QueryClient, accountId: number, templateId: number) {
  await call(api.deleteOfferTemplate, { params: { templateId } });
  await queryClient.invalidateQueries({ queryKey: offerKeys.templates(accountId) });
}
