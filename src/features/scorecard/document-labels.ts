/** What each applicant document type is called on screen. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DocumentType } from '../../../contracts/applicant-documents.ts';

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, MessageDescriptor> = {
  offer_letter: msg`Offer letter`,
  id: msg`Identity document`,
  reference: msg`Reference`,
  certificate: msg`Certificate`,
  other: msg`Other`,
};
