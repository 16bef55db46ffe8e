/** The import pages' URL search: the company a provider admin chose, carried from one page to the other. */
export interface ImportSearch {
  account?: number;
}

export function importSearch(search: Record<string, unknown>): ImportSearch {
  const account = Number(search.account);
  return Number.isInteger(account) && account > 0 ? { account } : {};
}
