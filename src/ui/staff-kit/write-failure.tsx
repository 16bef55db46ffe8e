/**
 * A staff write's one failure presentation (D506): where the control that sent it is, the write's
 * own error (the useMutation's `error`, cleared when it is sent again) in the reader's language,
 * said at once (`role="alert"`); nothing while it has not failed. Its pending is the sending
 * Button's `isBusy={write.isPending}` (with `busyLabel` where the words change), which ignores a
 * second click while one send is on its way.
 */
import { errorText } from '../../lib/error-text.ts';

export function WriteFailure({
  write,
  textOf = errorText,
  className,
}: {
  /** The named write's useMutation result (only its error is read). */
  write: { error: unknown };
  /** A failure's words, where the screen words its writes' failures its own way (else `errorText`). */
  textOf?(error: unknown): string;
  className?: string;
}) {
  if (!write.error) return null;
  return (
    <p className={['notice', 'notice--error', className].filter(Boolean).join(' ')} role="alert">
      {textOf(write.error)}
    </p>
  );
}
