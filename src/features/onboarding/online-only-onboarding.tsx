/**
 * The onboarding form's channel when this browser cannot use IndexedDB (private modes, a full
 * disk; submission-channel.ts): no draft on the device, what is typed stays on the page only;
 * Submit sends the answers straight to the same endpoint as the outbox would (onboarding-submit,
 * with an idempotency key and the count and hash of the answers), and counts only with a receipt
 * that repeats them (promise 8). Offline or unreachable, nothing is sent and the screen says so;
 * the answers stay on the page. Refused because another device holds the activity (offline
 * promise 10): the shell's notice, the form read-only with its answers; after "Continue on this
 * device" the candidate submits again. Rarely needed: its own chunk.
 */
import { useEffect, useState } from 'react';
import type { CandidateOnboardingForm, OnboardingAnswer } from '../../../contracts/onboarding.ts';
import { onboardingDigest } from '../../../contracts/answer-digests.ts';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import type { Refusal } from '../../offline/db.ts';
import { isLeaseRefusal } from '../../offline/lease-state.ts';
import { onboardingAttemptId } from '../../offline/onboarding.ts';
import { directSend, sendWithReceipt } from '../../offline/online-only-session.ts';
import { SubmissionShell } from '../../ui/activity-shell/submission-shell.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { NotSavedOffline, OnlineOnlyNotice } from '../../ui/online-only-notice.tsx';
import {
  initialOnboardingValues,
  OnboardingFormBody,
  type OnboardingChannel,
  type OnboardingValues,
} from './onboarding-form-body.tsx';

export function OnlineOnlyOnboarding({ form, onSubmitted }: { form: CandidateOnboardingForm; onSubmitted(): void }) {
  const isOnline = useIsOnline();
  const [values, setValues] = useState<OnboardingValues>(() => initialOnboardingValues(form));
  const [state, setState] = useState<OnboardingChannel['state']>('idle');
  const [refusal, setRefusal] = useState<Refusal>();
  const [leaseRefusal, setLeaseRefusal] = useState<Refusal>();

  // Leaving with an unsent form asks the browser to warn first: nothing of it is kept.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (state !== 'done' && Object.values(values).some((v) => v !== '' && v !== 'false')) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [state, values]);

  const channel: OnboardingChannel = {
    storage: 'online-only',
    draft: values,
    isReady: true,
    keep: (change) => setValues(change),
    state,
    refusal,
    leaseRefusal: { refusal: leaseRefusal, resend: async () => setLeaseRefusal(undefined) },
    async submit(answers: OnboardingAnswer[]) {
      setState('waiting');
      const result = await sendWithReceipt(
        directSend(onboardingAttemptId(form.ref_id, form.job_step_activity_id)),
        {
          kind: 'onboarding-submit',
          payload: { ref_id: form.ref_id, job_step_activity_id: form.job_step_activity_id, answers },
        },
        await onboardingDigest(answers),
      );
      if (
        result.kind === 'ok' ||
        (result.kind === 'refused' && result.refusal.code === UserResponseErrorCode.attemptSubmitted)
      )
        return setState('done');
      if (result.kind === 'retry') return setState('not-sent');
      setState('idle');
      if (isLeaseRefusal(result.refusal)) setLeaseRefusal(result.refusal);
      else setRefusal(result.refusal);
    },
    direct: { notice: <OnlineOnlyNotice />, notSent: <NotSavedOffline isOnline={isOnline} /> },
  };

  return (
    <SubmissionShell
      activity={{ refId: form.ref_id, activityId: form.job_step_activity_id }}
      isOpen={state !== 'done'}
      refused={channel.leaseRefusal}
    >
      {(page) => <OnboardingFormBody form={form} channel={channel} page={page} onSubmitted={onSubmitted} />}
    </SubmissionShell>
  );
}
