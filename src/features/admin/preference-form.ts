/** The account preference form's checks, the same rules as the server's (keyname in capitals, a value). */
import { t } from '@lingui/core/macro';

export const KEYNAME = /^[A-Z][A-Z0-9_]{1,63}$/;

export function preferenceProblems(keyname: string, value: string): { keyname?: string; value?: string } {
  const problems: { keyname?: string; value?: string } = {};
  if (!KEYNAME.test(keyname.trim()))
    problems.keyname = t`Use capital letters, digits and underscores, starting with a letter (for example EEOC_DASHBOARD).`;
  if (!value.trim()) problems.value = t`Enter a value ('1' turns a feature on).`;
  else if (value.trim().length > 200) problems.value = t`Use at most 200 characters.`;
  return problems;
}
