import { useLingui } from '@lingui/react/macro';
import type { FieldType } from '../../../contracts/account-fields.ts';

/** The custom-field types as staff read them. */
export function useFieldTypeLabels(): Record<FieldType, string> {
  const { t } = useLingui();
  return {
    text: t`Text`,
    number: t`Number`,
    date: t`Date`,
    select: t`List of options`,
    file: t`File (the candidate's resume)`,
  };
}
