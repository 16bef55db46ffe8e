/**
 * The offer PDF is tagged (pdf-structure.ts): read back with pdf-lib, its structure tree walks the
 * letter in order with the text each element owns, every drawing on every page is either some
 * element's content or an artifact, and the stamps and the certificate page join the same tree.
 */
import { describe, expect, it } from 'vitest';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFString,
  PDFHexString,
  type PDFPage,
} from 'pdf-lib';
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

/** What one page draws: the text of each MCID, and whether anything was drawn outside marked content. */
interface PageMarks {
  textOf: Map<number, string>;
  unmarked: string[];
  artifacts: number;
}

function contentLines(doc: PDFDocument, page: PDFPage): string[] {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs.flatMap((ref) => {
    const stream = doc.context.lookup(ref) as PDFRawStream;
    return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1').split('\n');
  });
}

const hexText = (operand: string) => Buffer.from(operand.slice(1, -1), 'hex').toString('latin1');

function marksOf(doc: PDFDocument, page: PDFPage): PageMarks {
  const marks: PageMarks = { textOf: new Map(), unmarked: [], artifacts: 0 };
  const stack: (number | 'artifact')[] = [];
  for (const line of contentLines(doc, page)) {
    const bdc = /<<\/MCID (\d+)>> BDC$/.exec(line);
    if (bdc) stack.push(Number(bdc[1]));
    else if (line === '/Artifact BMC') {
      stack.push('artifact');
      marks.artifacts++;
    } else if (line === 'EMC') stack.pop();
    else if (/ (Tj|Do|re|S|f)$/.test(line) || line === 'S' || line === 'f') {
      const top = stack.at(-1);
      if (top === undefined) marks.unmarked.push(line);
      else if (typeof top === 'number' && line.endsWith(' Tj')) {
        const text = hexText(line.slice(0, -3));
        marks.textOf.set(top, `${marks.textOf.get(top) ?? ''}${marks.textOf.has(top) ? ' ' : ''}${text}`);
      } else if (typeof top === 'number' && line.endsWith(' Do')) marks.textOf.set(top, '[image]');
    }
  }
  expect(stack, 'every BDC and BMC is closed').toEqual([]);
  return marks;
}

/** The structure tree in reading order: [type, text] per element that owns content, nested types joined by '>'. */
function readingOrder(doc: PDFDocument): { path: string; text: string; alt?: string }[] {
  const root = doc.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
  const pages = doc.getPages();
  const marks = new Map(pages.map((p) => [p.ref.toString(), marksOf(doc, p)]));
  const parentTree = root.lookup(PDFName.of('ParentTree'), PDFDict).lookup(PDFName.of('Nums'), PDFArray).asArray();
  const out: { path: string; text: string; alt?: string }[] = [];
  const walk = (ref: PDFRef, path: string[]) => {
    const elem = doc.context.lookup(ref, PDFDict);
    const type = elem.lookup(PDFName.of('S'), PDFName).decodeText();
    const here = [...path, type];
    const texts: string[] = [];
    for (const kid of elem.lookup(PDFName.of('K'), PDFArray).asArray()) {
      if (kid instanceof PDFRef) {
        walk(kid, here);
        continue;
      }
      const mcr = kid as PDFDict;
      const pageRef = mcr.get(PDFName.of('Pg')) as PDFRef;
      const mcid = mcr.lookup(PDFName.of('MCID'), PDFNumber).asNumber();
      // The page's ParentTree entry names this element as the owner of this MCID.
      const page = doc.context.lookup(pageRef, PDFDict);
      const key = page.lookup(PDFName.of('StructParents'), PDFNumber).asNumber();
      const at = parentTree.findIndex((v, i) => i % 2 === 0 && (v as PDFNumber).asNumber() === key);
      const owners = doc.context.lookup(parentTree[at + 1], PDFArray);
      expect((owners.get(mcid) as PDFRef).toString()).toBe(ref.toString());
      texts.push(marks.get(pageRef.toString())!.textOf.get(mcid) ?? '');
    }
    const alt = elem.get(PDFName.of('Alt'));
    if (texts.length)
      out.push({
        path: here.join('>'),
        text: texts.join(' '),
        ...(alt instanceof PDFHexString || alt instanceof PDFString ? { alt: alt.decodeText() } : {}),
      });
  };
  walk(root.lookup(PDFName.of('K'), PDFArray).get(0) as PDFRef, []);
  for (const [, m] of marks) expect(m.unmarked, 'drawn outside marked content').toEqual([]);
  return out;
}

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
