/**
 * Drafts of forms the candidate is filling in (db.ts `formDrafts`): written on every change,
 * read back when the form opens, deleted after a successful submission. A failure to reach
 * IndexedDB (private mode, quota) only loses the draft, never what is on screen.
 */
import { getOfflineDb, type FormDraft } from './db.ts';

export const profileDraftKey = (userId: number) => `profile:${userId}`;
export const applicationFormDraftKey = (refId: string, activityId: number) => `application-form:${refId}:${activityId}`;
/** The job experience form left open (one at a time): its values and which entry it edits (`entry_id`, null when new). */
export const experienceDraftKey = (userId: number) => `experience:${userId}`;
/** The tracker's accommodation request being written (D365): the kinds ticked and the note. */
export const accommodationDraftKey = (refId: string) => `accommodation:${refId}`;
export const OFFER_SIGNATURE_DRAFT_PREFIX = 'offer-signature:';
/** An offer's signing form (D365): how the signer signs, the name typed, a decline reason; never a drawing. */
export const offerSignatureDraftKey = (offerUuid: string) => `${OFFER_SIGNATURE_DRAFT_PREFIX}${offerUuid}`;

export async function readDraft(key: string): Promise<FormDraft['values'] | undefined> {
  try {
    return (await getOfflineDb().formDrafts.get(key))?.values;
  } catch {
    return undefined;
  }
}

export async function writeDraft(key: string, values: FormDraft['values']): Promise<boolean> {
  try {
    await getOfflineDb().formDrafts.put({ key, values, updatedAt: new Date().toISOString() });
    return true;
  } catch {
    return false;
  }
}

export async function deleteDraft(key: string): Promise<void> {
  try {
    await getOfflineDb().formDrafts.delete(key);
  } catch {
    // Nothing to clean up when IndexedDB is unavailable.
  }
}
