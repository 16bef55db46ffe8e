/** The product's languages (seed 000: English, Spanish, French), apart from any schema so browser code can read them without zod. */
export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
