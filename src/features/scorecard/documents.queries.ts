/** The hiring team's documents on one application, as TanStack Query knows them, and the actions that refresh them. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as documents from '../../lib/api/applicant-documents.ts';
import type { ApplicantDocument, DocumentType, UpdateDocument } from '../../../contracts/applicant-documents.ts';
import { fillPath } from '../../../contracts/endpoint.ts';
import { call } from '../../lib/api-client.ts';
import { uploadFile } from '../../lib/file-transfer.ts';
import { scorecardKeys } from './scorecard.queries.ts';

export const documentKeys = {
  list: (id: number) => [...scorecardKeys.all(id), 'documents'] as const,
};

export function documentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: documentKeys.list(id),
    queryFn: ({ signal }) => call(documents.listApplicantDocuments, { params: { userSmartreqId: id }, signal }),
  });
}

/** Each change is also a line in the application's history. */
async function refresh(queryClient: QueryClient, id: number) {
  await queryClient.invalidateQueries({ queryKey: documentKeys.list(id) });
  void queryClient.invalidateQueries({ queryKey: scorecardKeys.history(id) });
}

export interface NewDocument {
  file: File;
  title: string;
  documentType: DocumentType;
  note: string;
}

export async function uploadDocument(
  queryClient: QueryClient,
  id: number,
  input: NewDocument,
  idempotencyKey: string,
  onProgress?: (fraction: number) => void,
) {
  const saved = await uploadFile<ApplicantDocument>({
    path: fillPath(documents.saveApplicantDocument.path, { userSmartreqId: id }),
    file: input.file,
    fileName: input.file.name,
    fields: { title: input.title, document_type: input.documentType, note: input.note },
    idempotencyKey,
    onProgress,
  });
  await refresh(queryClient, id);
  return saved;
}

export async function updateDocument(queryClient: QueryClient, id: number, documentId: number, change: UpdateDocument) {
  await call(documents.updateApplicantDocument, { params: { userSmartreqId: id, documentId }, body: change });
  await refresh(queryClient, id);
}

export async function deleteDocument(queryClient: QueryClient, id: number, documentId: number) {
  await call(documents.deleteApplicantDocument, { params: { userSmartreqId: id, documentId } });
  await refresh(queryClient, id);
}
