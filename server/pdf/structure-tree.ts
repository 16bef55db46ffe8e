/**
 * A tagged PDF (ISO 32000-1 section 14.8) for documents pdf-lib draws: a structure tree of headings,
 * paragraphs and lists in reading order, each element pointing at the marked content it owns on its
 * pages, and everything else (page numbers, frames) marked as an artifact, so a screen reader reads
 * the letter's structure instead of guessing it from positions. pdf-lib writes no structure, so this
 * adds the catalog's /MarkInfo, /StructTreeRoot (with a /ParentTree of one /Nums array) and /Lang,
 * and wraps each drawing in BDC/EMC with its MCID.
 *
 * A document loaded again (a signature stamped, the certificate page added) keeps its tree: `of`
 * finds the root, the Document element and each page's marked content so far, and new content
 * continues them.
 */
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFRef,
  PDFString,
  PDFHexString,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';

/** The standard structure types this product's documents use. */
export type StructureType =
  | 'Document'
  | 'Sect'
  | 'H1'
  | 'H2'
  | 'H3'
  | 'P'
  | 'L'
  | 'LI'
  | 'Lbl'
  | 'LBody'
  | 'Table'
  | 'TR'
  | 'TH'
  | 'TD'
  | 'Figure';

export interface StructureElement {
  ref: PDFRef;
  dict: PDFDict;
}

const name = (value: string) => PDFName.of(value);

export class StructureTree {
  private constructor(
    private readonly doc: PDFDocument,
    private readonly root: PDFDict,
    /** The ParentTree's /Nums: key, array of the elements owning each MCID of that page, ... */
    private readonly nums: PDFArray,
    readonly document: StructureElement,
  ) {}

  /** The structure of a document tagged here before, or undefined for one made before tagging (left untagged). */
  static continued(doc: PDFDocument): StructureTree | undefined {
    const root = doc.catalog.lookupMaybe(name('StructTreeRoot'), PDFDict);
    if (!root) return undefined;
    const nums = root.lookup(name('ParentTree'), PDFDict).lookup(name('Nums'), PDFArray);
    const ref = root.lookup(name('K'), PDFArray).get(0) as PDFRef;
    return new StructureTree(doc, root, nums, { ref, dict: doc.context.lookup(ref, PDFDict) });
  }

  /** A new document's structure tree, with its language and its title shown instead of its file name. */
  static of(doc: PDFDocument, language: string): StructureTree {
    const catalog = doc.catalog;
    const context = doc.context;
    const nums = context.obj([]);
    const rootRef = context.nextRef();
    const documentDict = context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: [] });
    const documentRef = context.register(documentDict);
    const root = context.obj({
      Type: 'StructTreeRoot',
      K: [documentRef],
      ParentTree: context.obj({ Nums: nums }),
      ParentTreeNextKey: 0,
    });
    context.assign(rootRef, root);
    catalog.set(name('StructTreeRoot'), rootRef);
    catalog.set(name('MarkInfo'), context.obj({ Marked: true }));
    catalog.set(name('Lang'), PDFString.of(language));
    catalog.set(name('ViewerPreferences'), context.obj({ DisplayDocTitle: true }));
    return new StructureTree(doc, root, nums, { ref: documentRef, dict: documentDict });
  }

  /**
   * A new element of `type` as the last child of `parent` (the Document when none), with its
   * alternate text, title, or (a table's header cell) the cells it heads when given.
   */
  element(
    type: StructureType,
    parent: StructureElement = this.document,
    extra: { alt?: string; title?: string; scope?: 'Column' | 'Row' } = {},
  ) {
    const dict = this.doc.context.obj({ Type: 'StructElem', S: type, P: parent.ref, K: [] });
    if (extra.scope) dict.set(name('A'), this.doc.context.obj({ O: 'Table', Scope: extra.scope }));
    if (extra.alt !== undefined) dict.set(name('Alt'), PDFHexString.fromText(extra.alt));
    if (extra.title !== undefined) dict.set(name('T'), PDFString.of(extra.title));
    const element = { ref: this.doc.context.register(dict), dict };
    parent.dict.lookup(name('K'), PDFArray).push(element.ref);
    return element;
  }

  /** The Document's child element titled `title` (`element`'s `extra.title`), if any. */
  findByTitle(title: string): StructureElement | undefined {
    for (const ref of this.document.dict.lookup(name('K'), PDFArray).asArray()) {
      if (!(ref instanceof PDFRef)) continue;
      const dict = this.doc.context.lookup(ref, PDFDict);
      const t = dict.get(name('T'));
      if ((t instanceof PDFHexString || t instanceof PDFString) && t.decodeText() === title) return { ref, dict };
    }
    return undefined;
  }

  /** Draws on `page` as content of `element`: the drawing is marked with the page's next MCID. */
  mark(page: PDFPage, element: StructureElement, draw: () => void) {
    const owners = this.ownersOf(page);
    const mcid = owners.size();
    owners.push(element.ref);
    // The properties are an inline dictionary: pdf-lib writes a string operand as it is.
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        element.dict.lookup(name('S'), PDFName),
        `<</MCID ${mcid}>>`,
      ]),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    const kids = element.dict.lookup(name('K'), PDFArray);
    kids.push(this.doc.context.obj({ Type: 'MCR', Pg: page.ref, MCID: mcid }));
  }

  /** Draws on `page` what is not content (page numbers, frames): a reader skips it. */
  artifact(page: PDFPage, draw: () => void) {
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [name('Artifact')]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** The array of the elements owning each MCID of `page`, in the ParentTree (made on first use). */
  private ownersOf(page: PDFPage): PDFArray {
    const key = page.node.lookupMaybe(name('StructParents'), PDFNumber);
    if (key) {
      const items = this.nums.asArray();
      for (let i = 0; i < items.length; i += 2) {
        if ((items[i] as PDFNumber).asNumber() === key.asNumber())
          return this.doc.context.lookup(items[i + 1], PDFArray);
      }
    }
    const next = this.root.lookup(name('ParentTreeNextKey'), PDFNumber).asNumber();
    const owners = this.doc.context.obj([]);
    this.nums.push(PDFNumber.of(next));
    this.nums.push(this.doc.context.register(owners));
    this.root.set(name('ParentTreeNextKey'), PDFNumber.of(next + 1));
    page.node.set(name('StructParents'), PDFNumber.of(next));
    // Tab order follows the structure (PDF/UA 7.18.3).
    page.node.set(name('Tabs'), name('S'));
    return owners;
  }
}
