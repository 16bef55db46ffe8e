/**
 * The provider's legal documents, shared by the legal pages, the acceptance notice and the server
 * without zod (candidate pages must not load it). A document is a sequence of numbered versions;
 * the current one is the newest published. A candidate who accepted an earlier version of a
 * document is asked to accept the current one (D124).
 */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

export const MAX_LEGAL_BODY = 100_000;
export const MAX_PRIVACY_NOTICE = 20_000;

export function isLegalDocument(value: unknown): value is LegalDocumentName {
  return value === 'terms' || value === 'privacy';
}

/** A version a candidate is asked to accept. */
export interface PendingVersion {
  document: LegalDocumentName;
  version: number;
  effective_on: string;
}

/**
 * The versions to ask for: per document, the current version when the candidate accepted an older
 * one and not this one. Someone who never accepted any version of a document is not interrupted.
 */
export function pendingVersions(
  current: readonly PendingVersion[],
  accepted: readonly { document: LegalDocumentName; version: number }[],
): PendingVersion[] {
  return current.filter((version) => {
    const mine = accepted.filter((a) => a.document === version.document).map((a) => a.version);
    return mine.length > 0 && !mine.includes(version.version) && Math.max(...mine) < version.version;
  });
}
