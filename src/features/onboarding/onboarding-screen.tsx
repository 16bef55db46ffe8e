/**
 * /user/onboarding: the onboarding form of one tracker activity. Offline-first: what is typed is a
 * draft in IndexedDB (kept across reloads), and Submit queues the answers in the outbox, which
 * sends them when the network allows (src/offline/onboarding.ts). The screen follows the queued
 * submission in IndexedDB: sent -> back to the tracker; refused -> the server's reasons by field.
 *
 * The form (onboarding-form-body.tsx) is written once for both channels (this device's, or the
 * online-only one, online-only-onboarding.tsx), inside SubmissionShell. One writer (offline
 * promise 10): the page claims the activity (another tab, another device: the notice, the form
 * read-only and Submit disabled). A submission refused because the activity is
 * written on another device keeps the form read-only with the notice, the draft kept; after
 * "Continue on this device" the form reopens and the candidate submits the same draft again.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { liveQuery } from 'dexie';
import type { CandidateOnboardingForm } from '../../../contracts/onboarding.ts';
import { localized } from '../../../contracts/localized.ts';
import { errorText } from '../../lib/error-text.ts';
import type { AttemptRecord } from '../../offline/db.ts';
import { getOfflineDb } from '../../offline/db.ts';
import { readDraft, writeDraft } from '../../offline/form-drafts.ts';
import {
  clearLeaseRefusal,
  onboardingAttemptId,
  onboardingDraftKey,
  queueOnboardingSubmission,
} from '../../offline/onboarding.ts';
import { isLeaseRefusal } from '../../offline/lease-state.ts';
import { useAnswerStorage } from '../../offline-hooks/use-answer-storage.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { SubmissionShell } from '../../ui/activity-shell/submission-shell.tsx';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import {
  initialOnboardingValues,
  OnboardingFormBody,
  type OnboardingChannel,
  type OnboardingValues,
} from './onboarding-form-body.tsx';
import { onboardingFormQueryOptions } from './onboarding.queries.ts';
import './onboarding.css';

// Rarely needed (browsers without IndexedDB): its own chunk, as the questionnaire's.
const OnlineOnlyOnboarding = lazy(() =>
  import('./online-only-onboarding.tsx').then((m) => ({ default: m.OnlineOnlyOnboarding })),
);

export interface OnboardingScreenProps {
  refId: string;
  activityId: number;
  jobUuid?: string;
  /** After the server has the submission (the route refreshes the tracker and leaves). */
  onSubmitted(): void;
}

type Values = OnboardingValues;

/** The queued submission of this activity on this device, live from IndexedDB. */
function useOnboardingAttempt(refId: string, activityId: number): AttemptRecord | undefined {
  const [attempt, setAttempt] = useState<AttemptRecord>();
  useEffect(() => {
    const subscription = liveQuery(() => getOfflineDb().attempts.get(onboardingAttemptId(refId, activityId))).subscribe(
      {
        next: setAttempt,
        error: () => setAttempt(undefined),
      },
    );
    return () => subscription.unsubscribe();
  }, [refId, activityId]);
  return attempt;
}

/** Values typed so far, laid over the empty form from the draft, and written back on every change. */
function useOnboardingDraft(form: CandidateOnboardingForm) {
  const key = onboardingDraftKey(form.ref_id, form.job_step_activity_id);
  const [values, setValues] = useState<Values>(() => initialOnboardingValues(form));
  const [isReady, setIsReady] = useState(false);
  const [savedAt, setSavedAt] = useState<number>();
  useEffect(() => {
    let live = true;
    void readDraft(key).then((draft) => {
      if (!live) return;
      if (draft) {
        setValues((current) => {
          const next = { ...current };
          for (const [field, value] of Object.entries(draft))
            if (field in next && typeof value === 'string') next[field] = value;
          return next;
        });
      }
      setIsReady(true);
    });
    return () => {
      live = false;
    };
  }, [key]);
  const update = (change: (current: Values) => Values) => {
    setValues((current) => {
      const next = change(current);
      void writeDraft(key, next).then((ok) => ok && setSavedAt(Date.now()));
      return next;
    });
  };
  return { values, update, isReady, savedAt };
}

/** The channel where IndexedDB works: the draft kept on the device, the submission queued in the outbox. */
function DeviceOnboarding({ form, onSubmitted }: { form: CandidateOnboardingForm; onSubmitted(): void }) {
  const draft = useOnboardingDraft(form);
  const attempt = useOnboardingAttempt(form.ref_id, form.job_step_activity_id);
  const refusal = attempt?.status === 'in-progress' ? attempt.refusal : undefined;
  const channel: OnboardingChannel = {
    storage: 'device',
    draft: draft.values,
    isReady: draft.isReady,
    keep: draft.update,
    savedAt: draft.savedAt,
    state: attempt?.status === 'submitting' ? 'waiting' : attempt?.status === 'submitted' ? 'done' : 'idle',
    // Refused by the lease: the shell's notice says why, not an error by the fields.
    refusal: isLeaseRefusal(refusal) ? undefined : refusal,
    leaseRefusal: { refusal, resend: () => clearLeaseRefusal(form.ref_id, form.job_step_activity_id) },
    async submit(answers) {
      await queueOnboardingSubmission({ refId: form.ref_id, activityId: form.job_step_activity_id, answers });
      requestSync();
    },
  };
  return (
    <SubmissionShell
      activity={{ refId: form.ref_id, activityId: form.job_step_activity_id }}
      isOpen={!form.is_completed}
      refused={channel.leaseRefusal}
    >
      {(page) => <OnboardingFormBody form={form} channel={channel} page={page} onSubmitted={onSubmitted} />}
    </SubmissionShell>
  );
}

/** The onboarding form activity of a tracker. */
export function OnboardingScreen({ refId, activityId, jobUuid, onSubmitted }: OnboardingScreenProps) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Onboarding form`);
  const form = useQuery(onboardingFormQueryOptions(refId, activityId));
  // Where IndexedDB cannot be used, the online-only channel (online-only-onboarding.tsx): no draft, sent straight to the server.
  const storage = useAnswerStorage();
  const loading = (
    <p className="onboarding-page__muted" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
  return (
    <section className="onboarding-page" aria-labelledby="onboarding-title">
      <Link to="/user/progress-tracker" search={{ jobUuid, refId }} className="back-link">
        <span aria-hidden="true">←</span> <Trans>Back to the progress tracker</Trans>
      </Link>
      {form.data ? (
        <>
          <p className="onboarding-page__kicker">
            {form.data.job_title} · {form.data.account_name}
          </p>
          <h1 id="onboarding-title" className="onboarding-page__title">
            {localized(form.data.name, i18n.locale)}
          </h1>
          {form.data.is_completed ? (
            <div className="notice" role="status">
              <p>
                <Trans>You have already submitted this. Thank you.</Trans>
              </p>
            </div>
          ) : storage === 'online-only' ? (
            <>
              <p className="onboarding-page__intro">
                <Trans>{form.data.account_name} needs these details before you start.</Trans>
              </p>
              <Suspense fallback={loading}>
                <OnlineOnlyOnboarding form={form.data} onSubmitted={onSubmitted} />
              </Suspense>
            </>
          ) : storage === 'device' ? (
            <>
              <p className="onboarding-page__intro">
                <Trans>
                  {form.data.account_name} needs these details before you start. What you type is saved on this device
                  as you go.
                </Trans>
              </p>
              <DeviceOnboarding form={form.data} onSubmitted={onSubmitted} />
            </>
          ) : (
            loading
          )}
        </>
      ) : form.error ? (
        <div className="notice notice--error" role="alert">
          <p>{errorText(form.error)}</p>
          <Button variant="secondary" onClick={() => void form.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        loading
      )}
    </section>
  );
}
