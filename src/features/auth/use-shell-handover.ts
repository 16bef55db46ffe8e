import { useLayoutEffect } from 'react';
import { takeShellInput } from '../../lib/shell-input.ts';

/**
 * Takes over what a person typed into the sign-in page's static shell before the app arrived
 * (src/lib/shell-input.ts): the values and the caret, in the commit that replaced the shell,
 * before the browser paints again.
 */
export function useShellHandover<F extends string>(
  fields: readonly F[],
  setValue: (field: F) => (value: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = takeShellInput(fields);
    if (!typed) return;
    for (const field of fields) {
      const value = typed.values[field];
      if (value === undefined) continue;
      setValue(field)(value);
      // The field shows it at once, as if typed: the caret can be put back below, and the
      // re-render that follows finds the field already holding its state's value and leaves it.
      const input = document.getElementById(field);
      if (input instanceof HTMLInputElement) input.value = value;
    }
    const caret = typed.focus;
    const input = caret && document.getElementById(caret.id);
    if (!caret || !(input instanceof HTMLInputElement)) return;
    input.focus();
    // An email field has no selection to set (the browser keeps the caret where focus puts it).
    if (caret.selectionStart !== null && input.selectionStart !== null)
      input.setSelectionRange(caret.selectionStart, caret.selectionEnd ?? caret.selectionStart);
    // Once, on the first commit: the shell is gone after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
