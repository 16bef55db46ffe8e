/** The offer screens' words (the signer's page and staff's), and the PDF of an answer as a URL for statuses and the server's offer errors, in the reader's language. */
import { t } from '@lingui/core/macro';
import { ErrorCode } from '../../contracts/error-codes.ts';
import type { OfferStatusCode } from '../../contracts/offer.ts';
import { ApiError } from './api-client.ts';
import { errorText } from './error-text.ts';

export function offerStatusText(status: OfferStatusCode): string {
  switch (status) {
    case 'draft':
      return t`Draft`;
    case 'sent':
      return t`Sent`;
    case 'viewed':
      return t`Viewed`;
    case 'signed':
      return t`Signed`;
    case 'declined':
      return t`Declined`;
    case 'expired':
      return t`Expired`;
    case 'cancelled':
      return t`Cancelled`;
  }
}

export function signerStatusText(status: 'waiting' | 'pending' | 'viewed' | 'signed' | 'declined'): string {
  switch (status) {
    case 'waiting':
      return t`Waiting for their turn`;
    case 'pending':
      return t`To sign`;
    case 'viewed':
      return t`Opened, not signed yet`;
    case 'signed':
      return t`Signed`;
    case 'declined':
      return t`Declined`;
  }
}

export function offerErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case ErrorCode.offerApprovalPending:
        return t`This offer waits for approval: each approver of your company approves it before it is sent.`;
      case ErrorCode.offerApproverNoAccess:
        return t`An approver of your company cannot see this requisition. Add them to its hiring team, then ask again.`;
      case ErrorCode.forbidden:
        return t`It is not your turn to approve this offer. Reload to see where it stands.`;
      case ErrorCode.offerLimit:
        return t`Your company already has as many offers out for signature as its settings allow. Wait for an answer or cancel an offer before sending another.`;
      case ErrorCode.signatureTooLarge:
        return t`The drawn signature is too large. Draw it again more simply, or type your name.`;
      case ErrorCode.documentChanged:
        return t`The offer changed since you opened it. Read the current version, then sign.`;
      case ErrorCode.linkExpired:
        return t`This offer link has expired or was replaced. Ask the company to send you a reminder.`;
      case ErrorCode.notFound:
        return t`This offer was not found, or it is not yours to see.`;
      case ErrorCode.conflict:
        return t`This offer cannot do that now: it may have been sent, signed, declined or cancelled meanwhile. Reload to see where it stands.`;
    }
  }
  return errorText(error);
}

/** A base64 PDF as a blob URL the browser can open or download. */
export function pdfUrl(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}
