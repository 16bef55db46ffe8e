/**
 * The read-only notice of an attempt written on another device (offline promise 10;
 * src/offline/attempt-lease.ts): where it is open and when it was last active, and "Continue on
 * this device", which takes the attempt over once the other device's lease has lapsed.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { LeaseProblem } from '../offline/attempt-lease.ts';
import { ApiError } from '../lib/api-client.ts';
import { Button } from './form/button.tsx';

export interface LeaseNoticeProps {
  problem: LeaseProblem;
  /** Takes the attempt over; rejects with the server's ApiError when it may not yet. */
  onContinueHere: () => Promise<unknown>;
  /** Shown under the notice (answers refused because of the lease, with their reasons). */
  children?: ReactNode;
}

export function LeaseNotice({ problem, onContinueHere, children }: LeaseNoticeProps) {
  const { i18n } = useLingui();
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<'in-use' | 'failed'>();
  const when = (iso: string | undefined) =>
    iso
      ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso))
      : undefined;
  const lastActive = when(problem.lastActiveAt);
  const takenOver = when(problem.takenOverAt);
  // The server's lease end: from then on (by its clock) this device may take the activity over.
  const freeAt = when(problem.leaseExpiresAt);

  async function continueHere() {
    setIsBusy(true);
    setFailure(undefined);
    try {
      await onContinueHere();
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 409 ? 'in-use' : 'failed');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div
      className="notice notice--warning"
      role="alert"
      data-testid="lease-notice"
      data-lease={problem.kind}
      data-last-active={problem.lastActiveAt}
    >
      {problem.kind === 'moved' ? (
        <p>
          {takenOver ? (
            <Trans>
              This activity continued on another device or browser at {takenOver}, so this page no longer changes your
              answers.
            </Trans>
          ) : (
            <Trans>
              This activity continued on another device or browser, so this page no longer changes your answers.
            </Trans>
          )}
        </p>
      ) : (
        <p>
          <Trans>This activity is already in progress on another device or browser. Please continue it there.</Trans>
        </p>
      )}
      {lastActive && (
        <p>
          <Trans>Last active there: {lastActive}.</Trans>
        </p>
      )}
      {freeAt && problem.kind === 'elsewhere' && (
        <p>
          <Trans>If that device is no longer in use, you can continue here from {freeAt}.</Trans>
        </p>
      )}
      {failure === 'in-use' && (
        <p role="status">
          <Trans>
            It is still in use on the other device. Please continue there, or try again once it has not been used for a
            while.
          </Trans>
        </p>
      )}
      {failure === 'failed' && (
        <p role="status">
          <Trans>This device could not take the activity over. Please check your connection and try again.</Trans>
        </p>
      )}
      {children}
      <Button
        onClick={() => void continueHere()}
        isBusy={isBusy}
        busyLabel={<Trans>Moving the activity here…</Trans>}
        data-testid="lease-continue"
      >
        <Trans>Continue on this device</Trans>
      </Button>
    </div>
  );
}
