/**
 * What the offer module asks of an e-signature provider. The built-in signer (builtin-signer.ts)
 * is the only implementation: it stamps signatures itself and seals the finished document with the
 * server's certificate. An outside provider would implement the same three calls and be chosen in
 * offer_settings.esignature_provider.
 */
import type { CertificateRecord, Stamp } from './offer-pdf.ts';

export interface SealedDocument {
  pdf: Buffer;
  sha256: string;
}

export interface ESignatureProvider {
  readonly id: 'builtin';
  /** The document with one more signature on it. */
  stamp(pdf: Uint8Array, stamp: Stamp): Promise<Uint8Array>;
  /** The fully signed document with its certificate page, sealed so any change shows. */
  seal(pdf: Uint8Array, record: CertificateRecord, language: 'en' | 'es' | 'fr'): Promise<SealedDocument>;
  /** Whether a sealed document is intact and sealed by this provider. */
  verify(pdf: Buffer): Promise<VerificationResult>;
}

export interface VerificationResult {
  valid: boolean;
  /** Why it is not valid, when it is not. */
  reason?: string;
  certificate?: CertificateRecord;
}
