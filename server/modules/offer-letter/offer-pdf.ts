/**
 * The offer's PDF with pdf-lib: the letter's text blocks on A4 pages, then a signatures page with
 * one box per signer in order; a signature is stamped into its box; the certificate page closes
 * the document. Text only, in the standard Helvetica font: characters it cannot draw become "?".
 * The document is tagged (server/pdf/structure-tree.ts): title and headings, paragraphs, list items, one
 * section per signer that its stamp joins, and the certificate, in reading order; page numbers and
 * frames are artifacts.
 */
import { PDFDict, PDFDocument, PDFHexString, PDFName, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LetterBlock } from './offer-letter-text.ts';
import { drawable, wrap } from '../../pdf/drawn-text.ts';
import { StructureTree, type StructureElement } from '../../pdf/structure-tree.ts';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BOX_HEIGHT = 92;
const BOXES_PER_PAGE = 7;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
/** The info-dictionary key holding the certificate page's record as JSON (inside the signed bytes). */
export const CERTIFICATE_INFO_KEY = 'AssayCertificate';

export interface PdfSigner {
  name: string;
  sign_order: number;
}

export interface LetterPdfInput {
  /** The letter's language (BCP 47), which a screen reader speaks it in. */
  language: string;
  title: string;
  subtitle: string;
  blocks: LetterBlock[];
  signers: PdfSigner[];
  labels: { signatures: string; signer: (order: number) => string; page: (n: number, of: number) => string };
}

/** Writes lines top-down, adding pages as needed, each line marked as content of its element. */
class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly tree: StructureTree | undefined,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  write(
    element: StructureElement | undefined,
    text: string,
    options: {
      size?: number;
      bold?: boolean;
      indent?: number;
      gap?: number;
      color?: ReturnType<typeof rgb>;
      /** A list item's label, drawn before its first line and marked as the label. */
      label?: { text: string; element: StructureElement | undefined };
    } = {},
  ) {
    const size = options.size ?? 11;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    const lines = wrap(font, size, drawable(font, text), PAGE[0] - 2 * MARGIN - indent);
    lines.forEach((line, i) => {
      if (this.y - size < MARGIN) this.newPage();
      const y = this.y - size;
      const label = options.label;
      if (i === 0 && label) {
        marked(this.tree, this.page, label.element, () =>
          this.page.drawText(label.text, { x: MARGIN, y, size, font, color: options.color ?? INK }),
        );
      }
      marked(this.tree, this.page, element, () =>
        this.page.drawText(line, { x: MARGIN + indent, y, size, font, color: options.color ?? INK }),
      );
      this.y -= size * 1.4;
    });
    this.y -= options.gap ?? 6;
  }
}

/** `draw` marked as `element`'s content when the document is tagged; drawn as it is in one made before tagging. */
function marked(
  tree: StructureTree | undefined,
  page: PDFPage,
  element: StructureElement | undefined,
  draw: () => void,
) {
  if (tree && element) tree.mark(page, element, draw);
  else draw();
}

/** The signer section's title in the structure, which its stamp looks up. */
const signerSection = (index: number) => `signer-${index + 1}`;

async function fontsOf(doc: PDFDocument) {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

/** Where signer number `index` (0-based) signs: the page counted from the first signatures page, and the box's bottom. */
function boxOf(index: number) {
  const slot = index % BOXES_PER_PAGE;
  return { pageOffset: Math.floor(index / BOXES_PER_PAGE), y: PAGE[1] - MARGIN - 40 - (slot + 1) * (BOX_HEIGHT + 10) };
}

export const signaturePageCount = (signers: number) => Math.ceil(signers / BOXES_PER_PAGE);

/** The document as sent: letter pages, then the signatures page(s) with empty boxes. */
export async function letterPdf(input: LetterPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(drawableTitle(input.title));
  doc.setProducer('Assay');
  doc.setCreator('Assay');
  const tree = StructureTree.of(doc, input.language);
  const fonts = await fontsOf(doc);
  const w = new Writer(doc, fonts, tree);
  w.write(tree.element('H1'), input.title, { size: 16, bold: true, gap: 2 });
  w.write(tree.element('P'), input.subtitle, { size: 10, color: MUTED, gap: 16 });
  let list: StructureElement | undefined;
  for (const block of input.blocks) {
    if (block.kind !== 'item') list = undefined;
    if (block.kind === 'heading') w.write(tree.element('H2'), block.text, { size: 13, bold: true, gap: 4 });
    else if (block.kind === 'item') {
      list ??= tree.element('L');
      const item = tree.element('LI', list);
      const label = tree.element('Lbl', item);
      w.write(tree.element('LBody', item), block.text, { indent: 12, gap: 2, label: { text: '•', element: label } });
    } else w.write(tree.element('P'), block.text, { gap: 8 });
  }
  const signers = [...input.signers].sort((a, b) => a.sign_order - b.sign_order);
  for (let p = 0; p < signaturePageCount(signers.length); p++) {
    const page = doc.addPage(PAGE);
    tree.mark(page, tree.element('H1'), () =>
      page.drawText(drawable(fonts.bold, input.labels.signatures), {
        x: MARGIN,
        y: PAGE[1] - MARGIN - 16,
        size: 14,
        font: fonts.bold,
        color: INK,
      }),
    );
    signers.slice(p * BOXES_PER_PAGE, (p + 1) * BOXES_PER_PAGE).forEach((s, i) => {
      const index = p * BOXES_PER_PAGE + i;
      const { y } = boxOf(index);
      tree.artifact(page, () =>
        page.drawRectangle({
          x: MARGIN,
          y,
          width: PAGE[0] - 2 * MARGIN,
          height: BOX_HEIGHT,
          borderColor: MUTED,
          borderWidth: 0.75,
        }),
      );
      const section = tree.element('Sect', tree.document, { title: signerSection(index) });
      tree.mark(page, tree.element('P', section), () =>
        page.drawText(drawable(fonts.regular, `${input.labels.signer(s.sign_order)}: ${s.name}`), {
          x: MARGIN + 8,
          y: y + BOX_HEIGHT - 16,
          size: 9,
          font: fonts.regular,
          color: MUTED,
        }),
      );
    });
  }
  const pages = doc.getPages();
  pages.forEach((page, i) =>
    tree.artifact(page, () =>
      page.drawText(input.labels.page(i + 1, pages.length), {
        x: PAGE[0] - MARGIN - 60,
        y: MARGIN / 2,
        size: 8,
        font: fonts.regular,
        color: MUTED,
      }),
    ),
  );
  return doc.save({ useObjectStreams: false });
}

function drawableTitle(title: string) {
  return [...title].map((c) => (c.charCodeAt(0) < 32 ? ' ' : c)).join('');
}

export interface Stamp {
  index: number;
  signerCount: number;
  name: string;
  line: string;
  png?: Uint8Array;
}

/** The document with one signature stamped into its box (in the structure, into its signer's section). */
export async function stampSignature(pdf: Uint8Array, stamp: Stamp): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  const tree = StructureTree.continued(doc);
  const section = tree?.findByTitle(signerSection(stamp.index));
  const fonts = await fontsOf(doc);
  const { pageOffset, y } = boxOf(stamp.index);
  const firstSignaturePage = doc.getPageCount() - signaturePageCount(stamp.signerCount);
  const page = doc.getPage(firstSignaturePage + pageOffset);
  if (stamp.png) {
    const image = await doc.embedPng(stamp.png);
    const scaled = image.scaleToFit(220, BOX_HEIGHT - 34);
    const figure = section && tree?.element('Figure', section, { alt: stamp.name });
    marked(tree, page, figure, () =>
      page.drawImage(image, { x: MARGIN + 10, y: y + 18, width: scaled.width, height: scaled.height }),
    );
  } else {
    marked(tree, page, section && tree?.element('P', section), () =>
      page.drawText(drawable(fonts.bold, stamp.name), {
        x: MARGIN + 10,
        y: y + 34,
        size: 22,
        font: fonts.bold,
        color: rgb(0.05, 0.15, 0.45),
      }),
    );
  }
  marked(tree, page, section && tree?.element('P', section), () =>
    page.drawText(drawable(fonts.regular, stamp.line), {
      x: MARGIN + 8,
      y: y + 6,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    }),
  );
  return doc.save({ useObjectStreams: false });
}

export interface CertificateEntry {
  name: string;
  email: string;
  signed_at: string;
  ip: string;
  document_sha256: string;
}

export interface CertificateRecord {
  offer_uuid: string;
  company: string;
  job_title: string;
  signers: CertificateEntry[];
}

const infoOf = (doc: PDFDocument) => doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);

/** Adds the certificate page (and its record in the info dictionary) to the fully stamped document. */
export async function withCertificatePage(
  pdf: Uint8Array,
  record: CertificateRecord,
  labels: { title: string; intro: string; name: string; email: string; time: string; ip: string; hash: string },
): Promise<PDFDocument> {
  const doc = await PDFDocument.load(pdf);
  const tree = StructureTree.continued(doc);
  const fonts = await fontsOf(doc);
  const w = new Writer(doc, fonts, tree);
  const certificate = tree?.element('Sect');
  const part = (type: 'H1' | 'H2' | 'P') => (certificate ? tree?.element(type, certificate) : undefined);
  w.write(part('H1'), labels.title, { size: 16, bold: true, gap: 4 });
  w.write(part('P'), labels.intro, { size: 9, color: MUTED, gap: 2 });
  w.write(part('P'), `${record.company} · ${record.job_title} · ${record.offer_uuid}`, {
    size: 9,
    color: MUTED,
    gap: 14,
  });
  record.signers.forEach((s, i) => {
    w.write(part('H2'), `${i + 1}. ${s.name}`, { bold: true, gap: 2 });
    w.write(part('P'), `${labels.email}: ${s.email}`, { size: 9, indent: 14, gap: 0 });
    w.write(part('P'), `${labels.time}: ${s.signed_at}`, { size: 9, indent: 14, gap: 0 });
    w.write(part('P'), `${labels.ip}: ${s.ip}`, { size: 9, indent: 14, gap: 0 });
    const hash = part('P');
    w.write(hash, `${labels.hash}:`, { size: 9, indent: 14, gap: 0 });
    w.write(hash, s.document_sha256, { size: 8, indent: 14, gap: 10 });
  });
  infoOf(doc).set(PDFName.of(CERTIFICATE_INFO_KEY), PDFHexString.fromText(JSON.stringify(record)));
  return doc;
}

/** The certificate record a finished document carries, or undefined. */
export async function certificateRecordOf(pdf: Uint8Array): Promise<CertificateRecord | undefined> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const value = infoOf(doc).get(PDFName.of(CERTIFICATE_INFO_KEY));
  if (!(value instanceof PDFHexString)) return undefined;
  return JSON.parse(value.decodeText()) as CertificateRecord;
}
