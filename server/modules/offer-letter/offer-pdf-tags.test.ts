/**
 * The offer PDF is tagged (server/pdf/structure-tree.ts): read back with pdf-lib, its structure tree walks the
 * letter in order with the text each element owns, every drawing on every page is either some
 * element's content or an artifact, and the stamps and the certificate page join the same tree.
 */
import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { contentLines, readingOrder } from '../../test/tagged-pdf.ts';
import { builtinSigner, sha256Hex } from './builtin-signer.ts';
import { letterBlocks } from './offer-letter-text.ts';
import { letterPdf } from './offer-pdf.ts';
import { makeSigningCertificate, certificateFingerprint } from './signing-certificate.ts';
import { offerTexts } from './offer-texts.ts';

const made = makeSigningCertificate();
const signer = builtinSigner({ ...made, fingerprint: certificateFingerprint(made.p12, made.passphrase) });
const texts = offerTexts('es');
/** A 1x1 opaque PNG, standing for a drawn signature. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the offer PDF is tagged', () => {
  it('given a letter stamped by two signers and sealed, then its structure reads the letter, the signatures and the certificate in order', async () => {
    const sent = await letterPdf({
      language: 'es',
      title: 'Oferta',
      subtitle: 'Mozo de almacén · Demo',
      blocks: letterBlocks(
        '# Condiciones\n\nSalario: **{{salary}}** al año.\n\n- Inicio: lunes\n- Turno: mañana\n\nSaludos.',
        {
          salary: '42 000',
        },
      ),
      signers: [
        { name: 'Dana Lee', sign_order: 1 },
        { name: 'Ana Ruiz', sign_order: 2 },
      ],
      labels: { signatures: texts.signatures, signer: texts.signer, page: texts.page },
    });
    const drawn = await signer.stamp(sent, { index: 0, signerCount: 2, name: 'Dana Lee', line: 'Firmado 1', png: PNG });
    const typed = await signer.stamp(drawn, { index: 1, signerCount: 2, name: 'Ana Ruiz', line: 'Firmado 2' });
    const record = {
      offer_uuid: 'u-1',
      company: 'Demo',
      job_title: 'Mozo',
      signers: [
        { name: 'Dana Lee', email: 'd@example.com', signed_at: 't1', ip: '10.0.0.1', document_sha256: sha256Hex(sent) },
      ],
    };
    const sealed = await signer.seal(typed, record, 'es');
    expect((await signer.verify(sealed.pdf)).valid).toBe(true);

    const doc = await PDFDocument.load(sealed.pdf);
    expect(doc.catalog.lookup(PDFName.of('MarkInfo'), PDFDict).get(PDFName.of('Marked'))?.toString()).toBe('true');
    expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('es');
    for (const page of doc.getPages()) expect(page.node.get(PDFName.of('Tabs'))?.toString()).toBe('/S');

    const order = readingOrder(doc);
    expect(order).toEqual([
      { path: 'Document>H1', text: 'Oferta' },
      { path: 'Document>P', text: 'Mozo de almac\xe9n \xb7 Demo' },
      { path: 'Document>H2', text: 'Condiciones' },
      { path: 'Document>P', text: 'Salario: 42 000 al a\xf1o.' },
      { path: 'Document>L>LI>Lbl', text: '\x95' },
      { path: 'Document>L>LI>LBody', text: 'Inicio: lunes' },
      { path: 'Document>L>LI>Lbl', text: '\x95' },
      { path: 'Document>L>LI>LBody', text: 'Turno: ma\xf1ana' },
      { path: 'Document>P', text: 'Saludos.' },
      { path: 'Document>H1', text: texts.signatures },
      { path: 'Document>Sect>P', text: `${texts.signer(1)}: Dana Lee` },
      { path: 'Document>Sect>Figure', text: '[image]', alt: 'Dana Lee' },
      { path: 'Document>Sect>P', text: 'Firmado 1' },
      { path: 'Document>Sect>P', text: `${texts.signer(2)}: Ana Ruiz` },
      { path: 'Document>Sect>P', text: 'Ana Ruiz' },
      { path: 'Document>Sect>P', text: 'Firmado 2' },
      ...order.slice(16),
    ]);
    const certificate = order.slice(16);
    expect(certificate[0]!.path).toBe('Document>Sect>H1');
    expect(certificate.map((e) => e.path)).toContain('Document>Sect>H2');
    expect(certificate.find((e) => e.path === 'Document>Sect>H2')!.text).toBe('1. Dana Lee');
    expect(certificate.at(-1)!.text).toContain(sha256Hex(sent));
  });

  it('given a document made before tagging, when a signature is stamped, then it is stamped and stays untagged', async () => {
    const untagged = await PDFDocument.create();
    untagged.addPage();
    untagged.addPage();
    const stamped = await signer.stamp(await untagged.save(), {
      index: 0,
      signerCount: 1,
      name: 'Dana Lee',
      line: 'x',
    });
    const doc = await PDFDocument.load(stamped);
    expect(doc.catalog.get(PDFName.of('StructTreeRoot'))).toBeUndefined();
    expect(contentLines(doc, doc.getPage(1)).some((l) => l.endsWith(' Tj'))).toBe(true);
  });
});
