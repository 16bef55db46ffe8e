/**
 * The built-in e-signature provider. Sealing adds a PDF signature placeholder with
 * @signpdf/placeholder-pdf-lib and fills it with a detached PKCS#7 (CMS) signature by the server's
 * certificate (@signpdf/signpdf, signer-p12), so a PDF reader reports a change after sealing.
 * Verifying redoes what a reader does: the byte range must cover the whole file but the signature,
 * its SHA-256 must equal the signed messageDigest attribute, that attribute set must carry a valid
 * RSA signature by the embedded certificate, and the certificate must be the server's.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { extractSignature } from '@signpdf/utils';
import { certificateRecordOf, stampSignature, withCertificatePage, type CertificateRecord } from './offer-pdf.ts';
import type { ESignatureProvider, VerificationResult } from './esignature-provider.ts';
import type { SigningCertificate } from './signing-certificate.ts';
import { certificateLabels } from './offer-texts.ts';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Capture = { authenticatedAttributes?: forge.asn1.Asn1[]; signature?: string };

/**
 * The CMS signature in the placeholder, read by its own DER length. The library's extractSignature
 * trims trailing "00" pairs as padding, which also cuts a signature whose last byte is 0x00 (about
 * one in 256 seals), so the padded hex is decoded whole and the bytes after the DER are ignored.
 */
export function signatureAsn1Of(pdf: Buffer, byteRange: readonly number[]): forge.asn1.Asn1 {
  const hex = pdf.subarray(byteRange[0]! + byteRange[1]! + 1, byteRange[2]! - 1).toString('latin1');
  // @types/node-forge declares only the older boolean `strict` argument.
  const fromDer = forge.asn1.fromDer as unknown as (
    bytes: string,
    options: { parseAllBytes: boolean },
  ) => forge.asn1.Asn1;
  return fromDer(Buffer.from(hex, 'hex').toString('binary'), { parseAllBytes: false });
}

function messageDigestOf(attributes: forge.asn1.Asn1[]): string | undefined {
  for (const attribute of attributes) {
    const [oid, set] = attribute.value as forge.asn1.Asn1[];
    if (forge.asn1.derToOid(oid!.value as string) === forge.pki.oids.messageDigest) {
      return ((set!.value as forge.asn1.Asn1[])[0]!.value as string) ?? undefined;
    }
  }
  return undefined;
}

/** Checks the seal; with `expectedFingerprint` also that the server's certificate made it (without, any embedded certificate is taken at its word). */
export function verifySealedPdf(pdf: Buffer, expectedFingerprint?: string): { valid: boolean; reason?: string } {
  let extracted: { ByteRange: number[]; signedData: Buffer };
  try {
    extracted = extractSignature(pdf);
  } catch {
    return { valid: false, reason: 'no signature' };
  }
  const [start, firstLength, secondStart, secondLength] = extracted.ByteRange as [number, number, number, number];
  if (start !== 0 || secondStart + secondLength !== pdf.length || secondStart <= firstLength)
    return { valid: false, reason: 'the signature does not cover the whole file' };
  let message: forge.pkcs7.PkcsSignedData;
  try {
    message = forge.pkcs7.messageFromAsn1(signatureAsn1Of(pdf, extracted.ByteRange)) as forge.pkcs7.PkcsSignedData;
  } catch {
    return { valid: false, reason: 'the signature cannot be read' };
  }
  const cert = message.certificates[0];
  const capture = (message as unknown as { rawCapture: Capture }).rawCapture;
  if (!cert || !capture.authenticatedAttributes || !capture.signature)
    return { valid: false, reason: 'the signature is incomplete' };
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  if (
    expectedFingerprint !== undefined &&
    forge.md.sha256.create().update(der).digest().toHex() !== expectedFingerprint
  )
    return { valid: false, reason: 'sealed by another certificate' };
  const digest = messageDigestOf(capture.authenticatedAttributes);
  const contentDigest = createHash('sha256').update(extracted.signedData).digest('binary');
  if (digest !== contentDigest) return { valid: false, reason: 'the document changed after it was sealed' };
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, capture.authenticatedAttributes);
  const attributesDigest = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes()).digest().getBytes();
  try {
    if (!(cert.publicKey as forge.pki.rsa.PublicKey).verify(attributesDigest, capture.signature))
      return { valid: false, reason: 'the signature does not match' };
  } catch {
    return { valid: false, reason: 'the signature does not match' };
  }
  return { valid: true };
}

/**
 * @signpdf/placeholder-pdf-lib is CommonJS and marks documents of the pdf-lib it require()s. Under
 * Node this module's `import` gets that same copy; a loader that prefers pdf-lib's ES build (Vite's
 * module runner, which seeds the demo's signed offer in the API tests' setup) gets another, whose
 * documents the placeholder cannot mark: such a document is handed over through its bytes.
 */
const placeholderPdfLib = createRequire(import.meta.url)('pdf-lib') as typeof import('pdf-lib');
const sameCopy = placeholderPdfLib.PDFDocument === PDFDocument;

export function builtinSigner(certificate: SigningCertificate): ESignatureProvider {
  return {
    id: 'builtin',
    stamp: stampSignature,
    async seal(pdf: Uint8Array, record: CertificateRecord, language) {
      let doc = await withCertificatePage(pdf, record, certificateLabels(language));
      if (!sameCopy) doc = await placeholderPdfLib.PDFDocument.load(await doc.save({ useObjectStreams: false }));
      pdflibAddPlaceholder({
        pdfDoc: doc,
        reason: 'Offer signed by every signer',
        contactInfo: '',
        name: 'Assay',
        location: '',
        signatureLength: 8192,
      });
      const unsigned = Buffer.from(await doc.save({ useObjectStreams: false }));
      const sealed = await new SignPdf().sign(
        unsigned,
        new P12Signer(certificate.p12, { passphrase: certificate.passphrase }),
      );
      return { pdf: sealed, sha256: sha256Hex(sealed) };
    },
    async verify(pdf: Buffer): Promise<VerificationResult> {
      const result = verifySealedPdf(pdf, certificate.fingerprint);
      if (!result.valid) return result;
      const record = await certificateRecordOf(pdf).catch(() => undefined);
      return record ? { valid: true, certificate: record } : { valid: false, reason: 'no certificate page' };
    },
  };
}
