/**
 * Reading a company's preferences, without zod: the candidate's navigation asks it on every page,
 * and the candidate's pages load no schema library (bench/budget.json).
 */
export interface AccountPreference {
  keyname: string;
  value: string;
}

export function preferenceIsOn(
  account: { preferences: readonly AccountPreference[] } | undefined,
  keyname: string,
): boolean {
  return account?.preferences.some((p) => p.keyname === keyname && p.value === '1') ?? false;
}
