/**
 * Reads a tagged PDF back with pdf-lib alone, for tests (server/pdf/structure-tree.ts): the
 * structure tree in reading order with the text each element owns, taken from the pages' content
 * streams, each MCID checked against the /ParentTree, and nothing drawn outside marked content.
 */
import { expect } from 'vitest';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFString,
  PDFHexString,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';

/** What one page draws: the text of each MCID, and whether anything was drawn outside marked content. */
interface PageMarks {
  textOf: Map<number, string>;
  unmarked: string[];
  artifacts: number;
}

export function contentLines(doc: PDFDocument, page: PDFPage): string[] {
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
export function readingOrder(doc: PDFDocument): { path: string; text: string; alt?: string }[] {
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
