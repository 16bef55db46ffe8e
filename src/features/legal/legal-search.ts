/** The search of /terms and /privacy, read without a schema (routes' search stays in the eager route tree). */
export interface LegalSearch {
  version?: number;
  sr?: string;
}

/** The page's search without a schema: a positive whole version number and a short link id. */
export function legalSearch(raw: Record<string, unknown>): LegalSearch {
  const version = Number(raw.version);
  const sr = typeof raw.sr === 'string' && /^[\w-]{1,64}$/.test(raw.sr) ? raw.sr : undefined;
  return { ...(Number.isInteger(version) && version > 0 ? { version } : {}), ...(sr ? { sr } : {}) };
}
