/** Writing help under a textarea or text input (plain text or HTML source); the field keeps its format. */
import { plainTextTarget } from './writing-help/text-target.ts';
import { WritingHelp } from './writing-help/writing-help.tsx';

export function PlainTextWritingHelp({
  fieldId,
  onChange,
  isHtml = false,
}: {
  fieldId: string;
  onChange: (value: string) => void;
  isHtml?: boolean;
}) {
  const target = plainTextTarget(
    () => document.getElementById(fieldId) as HTMLTextAreaElement | HTMLInputElement | null,
    onChange,
    { selectionOnly: isHtml },
  );
  return <WritingHelp target={target} format="plain" />;
}
