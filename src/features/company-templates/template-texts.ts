/** Refusals on the template pages: the field the server named and its text, translated where known. */
import { t } from '@lingui/core/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';

export function templateErrorText(error: unknown): { text: string; field?: string } {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.nameTaken) return { text: t`Another template already has this name.`, field: 'name' };
    if (error.code === ErrorCode.conflict) return { text: t`This template is archived; restore it to use it.` };
    const fields = fieldErrorTexts(error);
    const field = Object.keys(fields)[0];
    if (field) return { text: fields[field] ?? errorText(error), field };
  }
  return { text: errorText(error) };
}

/** The label of one of the template lists' orderings (both lists sort the same four ways). */
export function templateOrderingLabel(value: 'name' | '-name' | 'updated_at' | '-updated_at'): string {
  return {
    name: t`Name, A to Z`,
    '-name': t`Name, Z to A`,
    updated_at: t`Least recently changed first`,
    '-updated_at': t`Most recently changed first`,
  }[value];
}
