import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import forge from 'node-forge';
import { builtinSigner, sha256Hex, signatureAsn1Of, verifySealedPdf } from './builtin-signer.ts';
import { letterBlocks } from './offer-letter-text.ts';
import { letterPdf } from './offer-pdf.ts';
import { makeSigningCertificate, certificateFingerprint } from './signing-certificate.ts';
import { offerTexts } from './offer-texts.ts';

const made = makeSigningCertificate();
const certificate = { ...made, fingerprint: certificateFingerprint(made.p12, made.passphrase) };
const signer = builtinSigner(certificate);
const texts = offerTexts('es');
const labels = { signatures: texts.signatures, signer: texts.signer, page: texts.page };

async function sentPdf(values: Record<string, string>) {
  const blocks = letterBlocks(
    '# Oferta para {{candidate_first_name}}\n\nSalario: **{{salary}}** al año.\n\n- Inicio: {{start_date}}',
    values,
  );
  return letterPdf({
    language: 'es',
    title: 'Oferta',
    subtitle: 'Mozo de almacén · Demo',
    blocks,
    signers: [
      { name: 'Dana Lee', sign_order: 1 },
      { name: 'Ana Ruiz', sign_order: 2 },
    ],
    labels,
  });
}

describe('offer letter text', () => {
  it('given script and HTML in values and template, then the blocks carry them only as literal text and the template markup is gone', () => {
    const blocks = letterBlocks('Hola <b>{{candidate_first_name}}</b> [enlace](javascript:void)', {
      candidate_first_name: '<script>alert(1)</script>\n# no heading',
    });
    expect(blocks).toEqual([{ kind: 'paragraph', text: 'Hola <script>alert(1)</script> # no heading enlace' }]);
  });
});

describe('built-in signer', () => {
  it('given a stamped and sealed offer, then it verifies, names the signers with the hashes they saw, and one changed byte fails', async () => {
    const v0 = await sentPdf({ candidate_first_name: 'Dana', salary: '42 000 €', start_date: '2027-01-04' });
    const v1 = await signer.stamp(v0, {
      index: 0,
      signerCount: 2,
      name: 'Dana Lee',
      line: texts.signedLine('Dana Lee', '2026-11-23 10:00', '10.0.0.1'),
    });
    const v2 = await signer.stamp(v1, {
      index: 1,
      signerCount: 2,
      name: 'Ana Ruiz',
      line: texts.signedLine('Ana Ruiz', '2026-11-23 11:00', '10.0.0.2'),
    });
    const record = {
      offer_uuid: 'x',
      company: 'Demo',
      job_title: 'Mozo',
      signers: [
        {
          name: 'Dana Lee',
          email: 'dana@example.com',
          signed_at: '2026-11-23T10:00:00Z',
          ip: '10.0.0.1',
          document_sha256: sha256Hex(v0),
        },
        {
          name: 'Ana Ruiz',
          email: 'ana@example.com',
          signed_at: '2026-11-23T11:00:00Z',
          ip: '10.0.0.2',
          document_sha256: sha256Hex(v1),
        },
      ],
    };
    const sealed = await signer.seal(v2, record, 'es');
    const result = await signer.verify(sealed.pdf);
    expect(result.valid, result.reason).toBe(true);
    expect(result.certificate).toEqual(record);
    expect((await PDFDocument.load(sealed.pdf)).getPageCount()).toBe((await PDFDocument.load(v0)).getPageCount() + 1);

    const changed = Buffer.from(sealed.pdf);
    const at = changed.indexOf('/Producer');
    changed[at + 2] = changed[at + 2]! ^ 1;
    expect(verifySealedPdf(changed, certificate.fingerprint)).toMatchObject({ valid: false });
    const appended = Buffer.concat([sealed.pdf, Buffer.from('\n%extra')]);
    expect(verifySealedPdf(appended, certificate.fingerprint).valid).toBe(false);
    const other = makeSigningCertificate();
    expect(verifySealedPdf(sealed.pdf, certificateFingerprint(other.p12, other.passphrase))).toMatchObject({
      valid: false,
      reason: 'sealed by another certificate',
    });
  });

  it('given a signature whose last byte is 0x00 in a zero-padded placeholder, then it is read whole', () => {
    const der = forge.asn1
      .toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.OCTETSTRING, false, '\x01\x00\x00'))
      .getBytes();
    const hex = `${Buffer.from(der, 'binary').toString('hex')}${'0'.repeat(40)}`;
    const pdf = Buffer.from(`%PDF /Contents <${hex}> tail`, 'latin1');
    const open = pdf.indexOf('<');
    const close = pdf.indexOf('>') + 1;
    const read = signatureAsn1Of(pdf, [0, open, close, pdf.length - close]);
    expect(forge.asn1.toDer(read).getBytes()).toBe(der);
  });

  it('given script in a value, then the PDF holds no JavaScript action', async () => {
    const pdf = Buffer.from(
      await sentPdf({
        candidate_first_name: '<script>alert(1)</script>',
        salary: '<img src=x onerror=alert(1)>',
        start_date: '/JavaScript',
      }),
    );
    expect(pdf.includes('/JS ')).toBe(false);
    expect(pdf.includes('/JavaScript')).toBe(false);
    expect(pdf.includes('<script>')).toBe(false);
  });
});
