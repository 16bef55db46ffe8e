/** The applicant-documents module's face (D352): what code outside its folder may use. */
export { allDocumentPaths } from './applicant-documents.store.ts';
export type { DocumentKind } from './document-file.ts';
export { DOCUMENTS_DIR, detectDocumentKind, nameMatchesKind } from './document-file.ts';
