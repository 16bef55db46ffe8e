/**
 * The merge fields of what a person composes to candidates (bulk email, message templates; D201):
 * one list, shared by the server, which fills them per recipient and refuses an unknown one before
 * anything is sent, and by the editors, which preview them on sample data.
 *
 * Written as in mail templates (contracts/mail-template-syntax.ts): `{{first_name}}`, or
 * `{{first_name|:there}}` where "there" stands in when the value is empty. With no fallback
 * written, an empty value leaves nothing (never the braces).
 */
import { fillPlaceholders, placeholderProblems } from './mail-template-syntax.ts';

export const MERGE_FIELDS = [
  'first_name',
  'last_name',
  'company_name',
  'job_title',
  'recruiter_name',
  'interview_time',
  'tracker_link',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Partial<Record<MergeField, string>>;

/** What the editors show before a real applicant is chosen: never "for at .". */
export const SAMPLE_MERGE_VALUES: Record<MergeField, string> = {
  first_name: 'Maria',
  last_name: 'Garcia',
  company_name: 'Demo Company',
  job_title: 'Warehouse Associate',
  recruiter_name: 'Sam Rivera',
  interview_time: 'Monday 30 November 2026, 10:00 (Europe/Madrid)',
  tracker_link: 'https://example.com/user/progress-tracker',
};

export type MergeProblemCode = 'unknown_variable' | 'malformed_placeholder';
export interface MergeProblem<P extends string = string> {
  prop: P;
  code: MergeProblemCode;
  /** The unknown field's name, or the text that is not a placeholder. */
  text: string;
  message: string;
}

/** The first problem of each text, named by its field (`prop`), in English for the server's answer. */
export function mergeFieldProblems<P extends string>(texts: Partial<Record<P, string>>): MergeProblem<P>[] {
  const problems: MergeProblem<P>[] = [];
  for (const [prop, text] of Object.entries(texts) as [P, string | undefined][]) {
    const first = text ? placeholderProblems(text, MERGE_FIELDS)[0] : undefined;
    if (!first) continue;
    problems.push(
      first.kind === 'unknown_variable'
        ? {
            prop,
            code: 'unknown_variable',
            text: first.text,
            message: `{{${first.text}}} is not a merge field. Use one of: ${MERGE_FIELDS.join(', ')}.`,
          }
        : {
            prop,
            code: 'malformed_placeholder',
            text: first.text,
            message: `"${first.text}" is not a complete merge field.`,
          },
    );
  }
  return problems;
}

/** The text with its merge fields filled as plain text (a mail's HTML part escapes it afterwards). */
export function fillMergeFields(text: string, values: MergeValues): string {
  return fillPlaceholders(text, (name) => {
    const value = values[name as MergeField];
    return value === undefined || value.trim() === '' ? undefined : value;
  });
}
