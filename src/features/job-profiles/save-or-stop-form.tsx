/**
 * A profile setting that is saved or stopped from one form (the outcome schedule, D170; when the
 * measurement plan is given, D174): the fields are checked once a save is tried, one button is busy
 * at a time, and a refusal is shown under the fields.
 */
import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { profileErrorText } from './profile-texts.ts';

export type SaveOrStop = 'save' | 'stop';

export function SaveOrStopForm({
  valid,
  change,
  notices,
  labels,
  children,
}: {
  /** Whether the fields may be saved. */
  valid: boolean;
  change(kind: SaveOrStop): Promise<unknown>;
  notices: Record<SaveOrStop, string>;
  /** The buttons' labels; no stop button without `stop`. */
  labels: { save: ReactNode; stop?: ReactNode };
  /** The fields, given whether a save was tried (show their errors then). */
  children(checked: boolean): ReactNode;
}) {
  const [checked, setChecked] = useState(false);
  const mutation = useMutation({
    mutationFn: (kind: SaveOrStop) => change(kind),
    onSuccess: (_, kind) => notify({ type: 'success', body: notices[kind] }),
  });
  const busy = mutation.isPending ? mutation.variables : undefined;
  const error = mutation.error ? profileErrorText(mutation.error) : undefined;

  function run(kind: SaveOrStop) {
    setChecked(kind === 'save');
    if (mutation.isPending) return;
    // An invalid save is refused before it is sent: the last failure's message goes with it.
    if (kind === 'save' && !valid) mutation.reset();
    else mutation.mutate(kind);
  }

  return (
    <form
      className="profiles__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        run('save');
      }}
    >
      {children(checked)}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="profiles__actions">
        <Button type="submit" isBusy={busy === 'save'}>
          {labels.save}
        </Button>
        {labels.stop && (
          <Button type="button" variant="secondary" isBusy={busy === 'stop'} onClick={() => run('stop')}>
            {labels.stop}
          </Button>
        )}
      </div>
    </form>
  );
}
