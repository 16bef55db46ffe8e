/**
 * Where the tab's note of held writes lives (held-note.ts, D364) and whether one waits: apart, so the
 * first read (first-read.ts, on the first question's load) asks without loading the note's code.
 */
export const keyOf = (dbName: string) => `assay.held-writes:${dbName}`;

/** The databases whose note this page has taken: a later connection must not take this page's own note. */
export const taken = new Set<string>();

/** Whether the previous page of this tab left a note for `dbName` not yet taken (db.ts loads restore-held.ts only then). */
export function hasHeldNote(dbName: string): boolean {
  try {
    return !taken.has(dbName) && sessionStorage.getItem(keyOf(dbName)) !== null;
  } catch {
    return false;
  }
}
