/**
 * What a reload lost of the files this tab held in memory (a full disk, D347, D354). A file the
 * disk refused lives in the page only (storage-failure.ts `holdFile`) until it is uploaded or
 * stored, so a reload or a closed tab before then loses it. The page keeps a small note of such
 * files in sessionStorage (which survives a reload of the tab, and is not IndexedDB's quota): their
 * question and name, never their bytes. The next page of the tab reads it once, when this module
 * loads, and counts those files as lost, so their question can name the file and ask for it again
 * (src/features/screening-questions). A lost file leaves the note when the candidate attaches a
 * file to its question again. Only types are imported: the question screens load it without Dexie.
 */
import type { AnswerFileRecord } from './records.ts';

/** A file the previous page of this tab held and lost before it was uploaded or stored. */
export interface LostFile {
  fileId: string;
  /** The activity, not the attempt: a page reloaded on a disk still full answers online only, in an attempt of its own. */
  refId: string;
  activityId: number;
  itemId: string;
  fileName: string;
}

/** Which activity a screen shows. */
export interface LostFilesOf {
  refId: string;
  activityId: number;
}

interface Note {
  /** Held in memory by this page and not uploaded yet: lost if the page goes now. */
  held: LostFile[];
  /** Lost by an earlier page of this tab, not attached again since. */
  lost: LostFile[];
}

const KEY = 'assay.held-in-tab';

function readNote(): Note {
  try {
    const text = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    const note = text ? (JSON.parse(text) as Partial<Note>) : {};
    return { held: note.held ?? [], lost: note.lost ?? [] };
  } catch {
    return { held: [], lost: [] };
  }
}

function writeNote(next: Note): void {
  try {
    if (next.held.length === 0 && next.lost.length === 0) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Without sessionStorage (or with it full) the next page cannot be told; the notice still asks to keep the tab open.
  }
}

const sameActivity = (a: LostFilesOf, b: LostFilesOf) => a.refId === b.refId && a.activityId === b.activityId;
const sameQuestion = (a: LostFile, b: LostFilesOf & { itemId: string }) => sameActivity(a, b) && a.itemId === b.itemId;

// This page's start: what the page before it held is lost now (the newest per question counts).
const previous = readNote();
const note: Note = { held: [], lost: [] };
for (const file of [...previous.lost, ...previous.held])
  note.lost = [...note.lost.filter((other) => !sameQuestion(other, file)), file];
writeNote(note);

/** Notes the files this page holds in memory and has not uploaded yet (storage-failure.ts, at each change). */
export function noteHeldFiles(files: readonly AnswerFileRecord[]): void {
  const held = files
    .filter((f) => f.status === 'queued' || f.status === 'uploading')
    .map(({ fileId, refId, jobStepActivityId, itemId, fileName }) => ({
      fileId,
      refId,
      activityId: jobStepActivityId,
      itemId,
      fileName,
    }));
  if (held.length === 0 && note.held.length === 0) return;
  note.held = held;
  writeNote(note);
}

/** The files of this activity an earlier page of this tab held and lost, by question. */
export function lostFiles(activity: LostFilesOf): ReadonlyMap<string, LostFile> {
  return new Map(note.lost.filter((f) => sameActivity(f, activity)).map((f) => [f.itemId, f]));
}

/** The candidate attached a file to this question again: the lost one is no longer asked for. */
export function forgetLostFile(activity: LostFilesOf, itemId: string): void {
  const lost = note.lost.filter((f) => !sameQuestion(f, { ...activity, itemId }));
  if (lost.length === note.lost.length) return;
  note.lost = lost;
  writeNote(note);
}
