/**
 * The bias audit's constants without zod (D208, D273), so the public summary's page, which
 * candidates and regulators open, loads no schema code: contracts/bias-audit.ts re-exports them.
 */

/** An intersection's category is its sex and race/ethnicity codes joined by this. */
export const INTERSECTION_JOIN = ' / ';
