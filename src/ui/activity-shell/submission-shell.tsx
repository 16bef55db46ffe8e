/**
 * The shell of an activity submitted whole (docs/adding-an-activity-kind.md: the kinds whose
 * contract definition says `isSubmittedWhole`, such as the application form, the typing test, the
 * video answers and the onboarding form): the one-writer claim in this browser and the server's lease
 * (use-activity-lease.ts), the notice that turns the page read-only (another tab, another device,
 * with "Continue on this device"), a submission the server refused because of the lease and that
 * this device kept, and a timed kind's readiness check before the start (the kind passes
 * `useReadinessGate(needs)`; its start buttons read it with useStartGate). The kind renders its own
 * content, with the notice where its page shows it.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Refusal } from '../../offline/db.ts';
import { withRefusedSubmission } from '../../offline-hooks/refused-submission-lease.ts';
import { useActivityLease, type ActivityLease } from '../../offline-hooks/use-activity-lease.ts';
import { LeaseNotice } from '../lease-notice.tsx';
import { StartGateContext, type StartGate } from '../start-gate.tsx';
import type { ActivityIdentity } from './activity-shell.tsx';
import { OtherTabNotice } from './other-tab-notice.tsx';

export interface SubmissionPage {
  lease: ActivityLease;
  /** Another tab or device writes the activity: nothing is started, sent or submitted from here. */
  isBlocked: boolean;
  /** Why the page is read-only (nothing while it is not), for the kind to show under its title. */
  notice: ReactNode;
}

export interface SubmissionShellProps {
  activity: ActivityIdentity;
  /** While the activity is not yet submitted, the page claims it and renews the lease. */
  isOpen: boolean;
  /** A timed kind's readiness check (src/ui/offline-readiness useReadinessGate), given to its start buttons. */
  gate?: StartGate;
  /** A submission the server refused because another device held the activity, kept on this device: sent again after "Continue on this device". */
  refused?: { refusal: Refusal | undefined; resend(): Promise<void> };
  /** After "Continue on this device" took the activity over (the video answers resume their uploads). */
  onContinued?: () => void;
  /** False where the page deliberately keeps nothing on the device (the equal-opportunity questions). */
  keepsInput?: boolean;
  children: (page: SubmissionPage) => ReactNode;
}

export function SubmissionShell({
  activity,
  isOpen,
  gate,
  refused,
  onContinued,
  keepsInput,
  children,
}: SubmissionShellProps) {
  const claim = useActivityLease(activity, isOpen);
  const kept = refused ? withRefusedSubmission(claim, refused.refusal, refused.resend) : claim;
  const lease: ActivityLease = onContinued
    ? {
        ...kept,
        continueHere: async () => {
          await kept.continueHere();
          onContinued();
        },
      }
    : kept;
  const page = children({
    lease,
    isBlocked: lease.blocked !== undefined,
    notice: <ActivityLeaseNotice lease={lease} keepsInput={keepsInput} />,
  });
  return gate ? <StartGateContext value={gate}>{page}</StartGateContext> : page;
}

/**
 * Why a page of an activity submitted whole is read-only: another tab of this browser has it open,
 * or another device holds it (the shared LeaseNotice, with "Continue on this device"). What the
 * candidate typed here stays on screen and on the device. Shown by SubmissionShell.
 * `keepsInput`: false where the page deliberately keeps nothing on the device (the equal-opportunity questions).
 */
export function ActivityLeaseNotice({ lease, keepsInput = true }: { lease: ActivityLease; keepsInput?: boolean }) {
  const { blocked } = lease;
  if (!blocked) return null;
  if (blocked.kind === 'tab') return <OtherTabNotice />;
  return (
    <LeaseNotice problem={blocked} onContinueHere={lease.continueHere}>
      {keepsInput && (
        <p>
          <Trans>What you entered on this page is kept on this device.</Trans>
        </p>
      )}
    </LeaseNotice>
  );
}
