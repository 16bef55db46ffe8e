import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { queryClient } from '../../lib/query-client.ts';
import { sessionAtom, signOut } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { decideSignOut } from '../../offline/sign-out.ts';
import { Button } from '../../ui/form/button.tsx';
import '../../ui/confirm-dialog.css';

/** What this device holds that the server does not have yet, and how to send or delete it. */
export interface SignOutGuard {
  /**
   * `refused`: results the server refused that this device keeps with the reason (not in the outbox);
   * `signals`: queued integrity signals, not in `entries` (sent when online, never asked about).
   */
  unsynced(): Promise<{ answers: number; entries: number; refused?: number; signals?: number; titles: string[] }>;
  /** Tries to send it all, waiting a short while at most. */
  send(): Promise<void>;
  /** Deletes the candidate's local data (answers, outbox, attempts, drafts, persisted reads). */
  clear(): Promise<void>;
}

export interface SigningOutProps {
  /** A validated path to return to after signing in again. */
  redirect?: string;
  guard?: SignOutGuard;
  /** "Stay signed in": back to where the candidate came from. */
  onStay(): void;
}

type Phase =
  | { kind: 'checking' }
  | { kind: 'sending' }
  | { kind: 'confirm'; answers: number; refused: number; titles: string[] }
  | { kind: 'signing-out' };

/**
 * Signs out. The candidate's local data is deleted only once the server has all of it (queued
 * answers are sent first), or after a confirmation that says what would be lost.
 */
export function SigningOut({ redirect, guard, onStay }: SigningOutProps) {
  const navigate = useNavigate();
  const hasStarted = useRef(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });

  const finish = async (clearDevice = true) => {
    setPhase({ kind: 'signing-out' });
    try {
      await signOut();
    } catch {
      // The session may already be gone (a failed refresh lands here): signed out locally all the same.
    }
    try {
      if (clearDevice) await guard?.clear();
    } catch {
      // Storage that cannot be opened holds nothing to clear.
    }
    queryClient.clear();
    forgetProviderTokens();
    await navigate({ to: '/login', search: redirect ? { redirect } : {}, replace: true });
  };

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void (async () => {
      // The session expired (main.tsx lands here signed out): nothing was asked for, so nothing is
      // deleted; queued answers carry their owner and wait until that user signs in again.
      if (store.get(sessionAtom).status === 'signed-out') return finish(false);
      let triedToSend = false;
      for (;;) {
        const unsynced = guard
          ? await guard.unsynced().catch(() => ({ answers: 0, entries: 0, refused: 0, signals: 0, titles: [] }))
          : { answers: 0, entries: 0, refused: 0, signals: 0, titles: [] };
        const refused = unsynced.refused ?? 0;
        const step = decideSignOut({
          unsynced: unsynced.entries,
          refused,
          signals: unsynced.signals,
          isOnline: navigator.onLine,
          triedToSend,
        });
        if (step === 'sign-out') return finish();
        if (step === 'confirm')
          return setPhase({ kind: 'confirm', answers: unsynced.answers, refused, titles: unsynced.titles });
        setPhase({ kind: 'sending' });
        triedToSend = true;
        await guard?.send();
      }
    })();
    // Runs once per visit of /logout; `finish` only reads props that do not change meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (phase.kind === 'confirm')
    return (
      <UnsyncedDialog
        answers={phase.answers}
        refused={phase.refused}
        titles={phase.titles}
        onStay={onStay}
        onDelete={() => void finish()}
      />
    );
  return (
    <p role="status" className="auth-card__intro">
      {phase.kind === 'sending' ? <Trans>Sending your saved answers…</Trans> : <Trans>Signing you out…</Trans>}
    </p>
  );
}

interface UnsyncedDialogProps {
  answers: number;
  /** Results the server refused, kept on this device with the reason. */
  refused: number;
  titles: string[];
  onStay(): void;
  onDelete(): void;
}

/** The explicit confirmation: what has not reached the server, "Stay signed in" first and focused. */
function UnsyncedDialog({ answers, refused, titles, onStay, onDelete }: UnsyncedDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const detailId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={headingId}
      aria-describedby={detailId}
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id={headingId} className="confirm-dialog__question">
        {answers > 0 ? (
          <Plural
            value={answers}
            one="# answer has not reached the server yet"
            other="# answers have not reached the server yet"
          />
        ) : refused > 0 ? (
          <Plural
            value={refused}
            one="# result was not accepted by the server"
            other="# results were not accepted by the server"
          />
        ) : (
          <Trans>Some of your work has not reached the server yet</Trans>
        )}
      </h2>
      <div id={detailId} className="confirm-dialog__detail">
        {titles.length > 0 && (
          <>
            <p>
              <Trans>They belong to:</Trans>
            </p>
            <ul>
              {titles.map((title) => (
                <li key={title}>{title}</li>
              ))}
            </ul>
          </>
        )}
        {answers > 0 && refused > 0 && (
          <p>
            <Plural
              value={refused}
              one="And # result was not accepted by the server."
              other="And # results were not accepted by the server."
            />
          </p>
        )}
        {refused > 0 ? (
          <p>
            <Trans>
              Signing out deletes them from this device, and they will be lost. Stay signed in: a result the server did
              not accept shows why on its page, where you can send it again.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Signing out deletes them from this device, and they will be lost. Stay signed in and they will be sent as
              soon as you are back online.
            </Trans>
          </p>
        )}
      </div>
      <div className="confirm-dialog__actions">
        {/* First, so the modal focuses it: staying is the default. */}
        <Button onClick={onStay}>
          <Trans>Stay signed in</Trans>
        </Button>
        <Button variant="secondary" onClick={onDelete}>
          <Trans>Sign out and delete them</Trans>
        </Button>
      </div>
    </dialog>
  );
}

/** Drops the single sign-on provider's tokens oidc-client-ts keeps; the auth type stays, so the next visit goes to the provider (seed 000 section 4). */
function forgetProviderTokens(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith('oidc.')) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
