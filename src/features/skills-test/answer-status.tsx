/** What the timed sections say under a question about its answer, and above them about a failure. */
import { Trans } from '@lingui/react/macro';
import type { LocalAnswer } from '../../offline/db.ts';
import { KeptInTabOnly } from '../../ui/kept-in-tab-only.tsx';
import { NotSavedOffline } from '../../ui/online-only-notice.tsx';
import type { SkillsFailure } from './skills-run.ts';

export function FailureNotice({ failure, isOnline }: { failure?: SkillsFailure; isOnline: boolean }) {
  if (!failure) return null;
  if (failure.kind === 'not-sent') return <NotSavedOffline isOnline={isOnline} />;
  if (failure.kind === 'storage-full') {
    return (
      <p className="notice notice--error" role="alert">
        <Trans>
          This device's storage is full, so this step was not kept. Free some space on this device, then try again.
        </Trans>
      </p>
    );
  }
  return (
    <p className="notice notice--error" role="alert">
      {failure.refusal.message}
    </p>
  );
}

/**
 * What became of an answer: on the server (late or not), on this device only, in this page only
 * because the disk refused it (a full disk: not "on this device", D328), or online only still in
 * the page.
 */
export function AnswerStatus({
  answer,
  isDevice,
  isOnline,
  isKeptInPageOnly = false,
}: {
  answer: LocalAnswer;
  isDevice: boolean;
  isOnline: boolean;
  isKeptInPageOnly?: boolean;
}) {
  if (answer.status === 'refused') return <span className="st-error">{answer.refusal?.message}</span>;
  if (answer.isLate) return <Trans>Recorded after the time limit: kept, but not scored.</Trans>;
  if (answer.status === 'synced') return <Trans>Saved</Trans>;
  if (isKeptInPageOnly) return <KeptInTabOnly className="st-error" />;
  if (isDevice) return <Trans>Saved on this device</Trans>;
  if (isOnline) return <Trans>Sending your answer…</Trans>;
  return (
    <span className="st-error">
      <Trans>Not saved yet: you're offline. Your answer stays on this page and is sent when you're back online.</Trans>
    </span>
  );
}
