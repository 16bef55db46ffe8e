/**
 * The server's own signing certificate for sealing finished offers: a self-signed RSA-2048
 * certificate in a PKCS#12 file, made once and kept sealed in server_settings (D272) so every API
 * process and every restart seals with the same one. OFFER_SIGNING_P12 (base64) with OFFER_SIGNING_PASSPHRASE
 * replaces it with a certificate of the operator's choosing.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import type { Db } from '../../db/database.ts';
import { loadOrCreateSecrets } from '../../http/server-secret.ts';

export interface SigningCertificate {
  p12: Buffer;
  passphrase: string;
  /** SHA-256 of the certificate's DER, hex: what a verifier compares. */
  fingerprint: string;
}

/** A new self-signed certificate named after the product, valid ten years. */
export function makeSigningCertificate(commonName = 'Assay offer signing'): { p12: Buffer; passphrase: string } {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKey = forge.pki.privateKeyFromPem(pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const name = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Assay' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());
  const passphrase = randomBytes(24).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], passphrase, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}

export function certificateFingerprint(p12: Buffer, passphrase: string): string {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), passphrase);
  const cert = parsed.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!]?.[0]?.cert;
  if (!cert) throw new Error('the signing certificate file holds no certificate');
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return forge.md.sha256.create().update(der).digest().toHex();
}

let cached: { db: Db; certificate: SigningCertificate } | undefined;

export async function loadSigningCertificate(db: Db): Promise<SigningCertificate> {
  if (cached?.db === db) return cached.certificate;
  let p12: Buffer;
  let passphrase: string;
  if (process.env.OFFER_SIGNING_P12) {
    p12 = Buffer.from(process.env.OFFER_SIGNING_P12, 'base64');
    passphrase = process.env.OFFER_SIGNING_PASSPHRASE ?? '';
  } else {
    // Kept sealed, as every server secret (D272); made once, by whichever process comes first.
    const stored = await loadOrCreateSecrets(db, ['offer_signing_p12', 'offer_signing_passphrase'], () => {
      const made = makeSigningCertificate();
      return { offer_signing_p12: made.p12.toString('base64'), offer_signing_passphrase: made.passphrase };
    });
    p12 = Buffer.from(stored.offer_signing_p12, 'base64');
    passphrase = stored.offer_signing_passphrase;
  }
  const certificate = { p12, passphrase, fingerprint: certificateFingerprint(p12, passphrase) };
  cached = { db, certificate };
  return certificate;
}
