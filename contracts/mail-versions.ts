/**
 * A composed mail's versions by language (D292). A mail started from one of the
 * company's message templates carries the template's version in each language it has, as the
 * person left it (edited or not); each recipient gets the version in their own language, else the
 * main `subject` and `message` (the company default language's version, named by `language`).
 * A mail written from nothing has no versions: everyone gets it as written (`language` absent).
 */
import * as z from 'zod/mini';
import { LANGUAGES, type Language } from './languages.ts';
import { mergeFieldProblems, type MergeProblem } from './merge-fields.ts';

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_MESSAGE_MAX = 10_000;

const MailTextSchema = z.object({
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAIL_SUBJECT_MAX)),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAIL_MESSAGE_MAX)),
});
export const MailVersionsSchema = z.object({
  en: z.optional(MailTextSchema),
  es: z.optional(MailTextSchema),
  fr: z.optional(MailTextSchema),
});
export type MailVersions = z.infer<typeof MailVersionsSchema>;

/** The fields a composed body adds: the versions and the main text's language. */
export const mailVersionFields = {
  versions: z.optional(MailVersionsSchema),
  language: z.optional(z.enum(LANGUAGES)),
};

export interface MailText {
  subject: string;
  message: string;
}
export interface VersionedMail extends MailText {
  versions?: MailVersions | undefined;
  language?: Language | undefined;
}

/**
 * The text a recipient reading `language` gets (undefined: no language saved): their language's
 * version, else the main text.
 * `language` of the answer: the version's, the main text's when known, null for a text as written.
 */
export function versionFor(
  mail: VersionedMail,
  language: Language | undefined,
): MailText & { language: Language | null } {
  const own = language === undefined ? undefined : mail.versions?.[language];
  if (own && language) return { subject: own.subject, message: own.message, language };
  return { subject: mail.subject, message: mail.message, language: mail.language ?? null };
}

/** Every version's merge-field problems, named `versions.es.subject` and the like. */
export function versionProblems(versions: MailVersions | undefined, prefix = 'versions'): MergeProblem[] {
  const texts: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const version = versions?.[language];
    if (!version) continue;
    texts[`${prefix}.${language}.subject`] = version.subject;
    texts[`${prefix}.${language}.message`] = version.message;
  }
  return mergeFieldProblems(texts);
}
