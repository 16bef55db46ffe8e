/**
 * The kinds of job a tracker runs through, apart from the progress endpoints (contracts/progress.ts)
 * so that candidate code can tell them without reaching the endpoints' schemas: the chunk plan
 * (scripts/vite-chunk-plan.ts) reads the module graph before tree-shaking, so an import of this
 * constant from progress.ts put the candidate notice's rules, the public holidays and every
 * activity kind's contract in the first question's kit.
 */

/** 1 job profile (a role hired for again and again, decision D129), 2 requisition, 4 pathway. */
export const JOB_TYPE = { profile: 1, requisition: 2, pathway: 4 } as const;
