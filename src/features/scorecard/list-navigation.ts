/**
 * Previous and next applicant on the scorecard, in the order of the list the recruiter came from.
 * The list travels in the scorecard's URL (`?list=3_6_9`: the user_smartreq_ids of the page the
 * recruiter opened it from, in their order), so a reload, a shared link or the back button keeps
 * the same order without anything stored. Underscores, not commas or dots: the router would
 * encode commas and read "3.6" as a number.
 */

/** The most ids a list may carry (the applicant list's largest page is 100). */
export const LIST_MAX = 100;

/** The ids of a `list` search value, in order; malformed or repeated entries are dropped. */
export function parseApplicantList(raw: unknown): number[] {
  if (typeof raw !== 'string' && typeof raw !== 'number') return [];
  const ids: number[] = [];
  for (const part of String(raw).split('_')) {
    if (!/^[1-9]\d{0,9}$/.test(part)) continue;
    const id = Number(part);
    if (id > 2_147_483_647 || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === LIST_MAX) break;
  }
  return ids;
}

export function formatApplicantList(ids: readonly number[]): string {
  return ids.slice(0, LIST_MAX).join('_');
}

export interface ListPosition {
  /** 1-based. */
  position: number;
  total: number;
  previous: number | undefined;
  next: number | undefined;
}

/** Where `id` stands in the list, or undefined when it is not in it (or the list has one entry). */
export function listPosition(ids: readonly number[], id: number): ListPosition | undefined {
  const index = ids.indexOf(id);
  if (index < 0 || ids.length < 2) return undefined;
  return { position: index + 1, total: ids.length, previous: ids[index - 1], next: ids[index + 1] };
}
