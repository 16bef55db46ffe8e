/**
 * What writing help works on: the Milkdown editor (markdown-editor.tsx) or a plain textarea
 * (plain-text-writing-help.tsx), so one menu serves both without changing what a field stores.
 */
export interface TextRange {
  from: number;
  to: number;
}

export interface TextTarget {
  /** The selection with its range, or the whole text without one; undefined while the field is not ready. */
  read(): { text: string; range?: TextRange } | undefined;
  /** Puts the accepted suggestion in place of the range, or of the whole text without one. */
  replace(text: string, range?: TextRange): void;
}

/**
 * A textarea or text input as a target; its current value is the element's. With `selectionOnly` (an HTML
 * body, whose markup the answer would lose) an empty selection is the caret: Generate inserts
 * there and the other actions ask for a selection.
 */
export function plainTextTarget(
  element: () => HTMLTextAreaElement | HTMLInputElement | null,
  onChange: (value: string) => void,
  options: { selectionOnly?: boolean } = {},
): TextTarget {
  return {
    read() {
      const field = element();
      if (!field) return undefined;
      const { value } = field;
      const from = field.selectionStart ?? value.length;
      const to = field.selectionEnd ?? from;
      if (from === to && !options.selectionOnly) return { text: value };
      return { text: value.slice(from, to), range: { from, to } };
    },
    replace(text, range) {
      const field = element();
      if (!field) return;
      const { value } = field;
      if (!range) return onChange(text);
      const from = Math.min(range.from, value.length);
      const to = Math.min(range.to, value.length);
      onChange(value.slice(0, from) + text + value.slice(to));
    },
  };
}
