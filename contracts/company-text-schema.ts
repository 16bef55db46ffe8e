/** The wire shape of a company text's versions (contracts/company-text.ts, D199). */
import * as z from 'zod/mini';

/** Versions in en, es and fr, each optional; `max` characters at most each. */
// Marked free of side effects so a bundle that only imports a constant beside it drops zod (bench/budget.json).
export const textVersionsSchema = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z.object({
    en: z.optional(z.string().check(z.trim(), z.maxLength(max))),
    es: z.optional(z.string().check(z.trim(), z.maxLength(max))),
    fr: z.optional(z.string().check(z.trim(), z.maxLength(max))),
  });

export const TextVersionsSchema = textVersionsSchema(20_000);

/** A list's choices per language, each in the order of the list's own (D214); `max` characters a choice. */
export const optionVersionsSchema = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z.object({
    en: z.optional(z.array(z.string().check(z.maxLength(max))).check(z.maxLength(200))),
    es: z.optional(z.array(z.string().check(z.maxLength(max))).check(z.maxLength(200))),
    fr: z.optional(z.array(z.string().check(z.maxLength(max))).check(z.maxLength(200))),
  });

/** What a reader gets besides the chosen text: the version's language and whether it fell back. */
export const PickedMetaSchema = z.object({
  language: z.enum(['en', 'es', 'fr']),
  is_fallback: z.boolean(),
});
