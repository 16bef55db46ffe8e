import { useLingui } from '@lingui/react/macro';
import { MAX_SENDER_NAME, MAX_SUBJECT, type TemplateProblem } from '../../../contracts/email-templates.ts';

/** A template's problems in the reader's language, the first per field (the server words them in English). */
export function useProblemTexts(problems: readonly TemplateProblem[]): Record<string, string> {
  const { t } = useLingui();
  const texts: Record<string, string> = {};
  for (const p of problems) {
    if (p.prop in texts) continue;
    const where = p.placeholder;
    const line = where?.line ?? 0;
    const column = where?.column ?? 0;
    const name = where?.text ?? '';
    // Braces are ICU syntax in a catalog message, so placeholders go in as values.
    const placeholder = `{{${name}}}`;
    const needed = `{{${p.variable ?? ''}}}`;
    const plainForm = '{{name}}';
    const fallbackForm = '{{name|:fallback}}';
    const rules: Record<TemplateProblem['rule'], string> = {
      subject_empty: t`Enter a subject.`,
      subject_long: t`Use ${MAX_SUBJECT} characters or fewer.`,
      html_empty: t`Enter the email body.`,
      plain_empty: t`Enter the plain text.`,
      sender_long: t`Use ${MAX_SENDER_NAME} characters or fewer.`,
      reply_to_invalid: t`Enter a valid email address.`,
      unknown_variable: t`${placeholder} is not a variable of this email (line ${line}, column ${column}).`,
      malformed_placeholder: t`"${name}" is not a placeholder: write ${plainForm} or ${fallbackForm} (line ${line}, column ${column}).`,
      missing_variable: t`Keep ${needed} in this text: readers of this email need it.`,
    };
    texts[p.prop] = rules[p.rule];
  }
  return texts;
}
