/** The words of the people screens: field problems, separation types, server refusals, in the user's language. */
import { t } from '@lingui/core/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { problemOfMessage, type FieldProblem } from '../../../contracts/people-rules.ts';
import { ApiError } from '../../lib/api-client.ts';
import { employeeProblemText } from '../../ui/staff-kit/employee-problem-text.ts';
import { errorText } from '../../lib/error-text.ts';

export { separationTypeLabel } from '../../ui/separation-type-label.ts';

/** The first problem per field, as text. */
export function problemTexts(problems: FieldProblem[]): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const p of problems) texts[p.prop] ??= employeeProblemText(p.problem);
  return texts;
}

/** A refusal from the server: field problems in the user's language, or one line for the form. */
export function refusalTexts(error: unknown): { fields: Record<string, string>; summary?: string } {
  if (error instanceof ApiError && error.code === ErrorCode.validation && error.errors?.length) {
    const fields: Record<string, string> = {};
    for (const item of error.errors) {
      const problem = problemOfMessage(item.message);
      fields[item.prop] ??= problem ? employeeProblemText(problem) : item.message;
    }
    return { fields };
  }
  if (error instanceof ApiError && error.code === ErrorCode.conflict)
    return { fields: {}, summary: t`This employment has already ended.` };
  return { fields: {}, summary: errorText(error) };
}
