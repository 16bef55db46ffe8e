/** The checks the new-version form runs before sending, in the reader's language (the server judges again). */
import { t } from '@lingui/core/macro';
import { MAX_LEGAL_BODY } from '../../../contracts/legal-documents.ts';

export interface VersionDraft {
  effective_on: string;
  body_en: string;
  body_es: string;
  body_fr: string;
}

export type VersionProblems = Partial<Record<keyof VersionDraft, string>>;

export function versionProblems(draft: VersionDraft): VersionProblems {
  const problems: VersionProblems = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.effective_on) || Number.isNaN(Date.parse(draft.effective_on)))
    problems.effective_on = t`Enter the date this version takes effect`;
  if (!draft.body_en.trim()) problems.body_en = t`Enter the English text`;
  for (const field of ['body_en', 'body_es', 'body_fr'] as const) {
    if (draft[field].trim().length > MAX_LEGAL_BODY) problems[field] = t`Use at most ${MAX_LEGAL_BODY} characters`;
  }
  return problems;
}
