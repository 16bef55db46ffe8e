/**
 * assessment-questions is reachable only from assessment-instruction (seed 000 section 4). The
 * instruction screen leaves a marker for the activity in sessionStorage: it survives a reload of
 * the tab (offline too) but not a link opened in a new tab.
 */
const KEY = 'assay.questionnaire-entry';

function entryId(refId: string, activityId: number): string {
  return `${refId}:${activityId}`;
}

export function markEntry(refId: string, activityId: number): void {
  try {
    sessionStorage.setItem(KEY, entryId(refId, activityId));
  } catch {
    // Without sessionStorage the guard cannot be kept; the questions screen still works.
  }
}

export function hasEntry(refId: string, activityId: number): boolean {
  try {
    return sessionStorage.getItem(KEY) === entryId(refId, activityId);
  } catch {
    return true;
  }
}

export function clearEntry(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
