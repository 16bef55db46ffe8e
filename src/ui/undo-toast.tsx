/**
 * A success toast with an Undo button, shown for a few seconds after a move that can be taken
 * back (advance, reject: D202). Undo closes the toast and runs `onUndo`.
 */
import { Trans } from '@lingui/react/macro';
import { dismissNotification, notify } from './notifications.atoms.ts';
import './undo-toast.css';

/** How long Undo is offered; the server keeps the state for longer (contracts/pipeline.ts). */
export const UNDO_OFFER_MS = 8000;

export function showUndo(text: string, onUndo: () => void): void {
  let id = '';
  id = notify({
    type: 'success',
    duration: UNDO_OFFER_MS,
    body: (
      <span className="undo-toast">
        {text}{' '}
        <button
          type="button"
          className="undo-toast__button"
          onClick={() => {
            dismissNotification(id);
            onUndo();
          }}
        >
          <Trans>Undo</Trans>
        </button>
      </span>
    ),
  });
}
