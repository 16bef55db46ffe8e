/**
 * /user/onboarding: the onboarding form of one tracker activity. Offline-first: what is typed is a
 * draft in IndexedDB (kept across reloads), and Submit queues the answers in the outbox, which
 * sends them when the network allows (src/offline/onboarding.ts). The screen follows the queued
 * submission in IndexedDB: sent -> back to the tracker; refused -> the server's reasons by field.
 *
 * One writer (offline promise 10): the page claims the activity (another tab, another device: the
 * notice, the form read-only and Submit disabled). A submission refused because the activity is
 * written on another device keeps the form read-only with the notice, the draft kept; after
 * "Continue on this device" the form reopens and the candidate submits the same draft again.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { liveQuery } from 'dexie';
import type { CandidateOnboardingForm } from '../../../contracts/onboarding.ts';
import { localized } from '../../../contracts/localized.ts';
import { judgeOnboardingAnswers } from '../../../contracts/onboarding-rules.ts';
import { errorText } from '../../lib/error-text.ts';
import type { AttemptRecord } from '../../offline/db.ts';
import { getOfflineDb } from '../../offline/db.ts';
import { readDraft, writeDraft } from '../../offline/form-drafts.ts';
import { clearLeaseRefusal, onboardingAttemptId, onboardingDraftKey, queueOnboardingSubmission } from '../../offline/onboarding.ts';
import { isLeaseRefusal } from '../../offline/lease-state.ts';
import { withRefusedSubmission } from '../../offline-hooks/refused-submission-lease.ts';
import { useActivityLease, type ActivityLease } from '../../offline-hooks/use-activity-lease.ts';
import { useAnswerStorage } from '../../offline-hooks/use-answer-storage.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { ActivityLeaseNotice } from '../../ui/activity-shell/submission-shell.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { OnboardingFieldInput, onboardingFieldId } from './onboarding-field-input.tsx';
import { onboardingFormQueryOptions } from './onboarding.queries.ts';
import { onboardingRuleText } from './onboarding-rule-text.ts';
import './onboarding.css';

// Rarely needed (browsers without IndexedDB): its own chunk, as the questionnaire's.
const OnlineOnlyOnboarding = lazy(() => import('./online-only-onboarding.tsx').then((m) => ({ default: m.OnlineOnlyOnboarding })));

export interface OnboardingScreenProps {
  refId: string;
  activityId: number;
  jobUuid?: string;
  /** After the server has the submission (the route refreshes the tracker and leaves). */
  onSubmitted(): void;
}

type Values = Record<string, string>;

function initialValues(form: CandidateOnboardingForm): Values {
  return Object.fromEntries(form.fields.map((f) => [f.field_key, f.field_type === 'checkbox' ? 'false' : '']));
}

/** The queued submission of this activity on this device, live from IndexedDB. */
function useOnboardingAttempt(refId: string, activityId: number): AttemptRecord | undefined {
  const [attempt, setAttempt] = useState<AttemptRecord>();
  useEffect(() => {
    const subscription = liveQuery(() => getOfflineDb().attempts.get(onboardingAttemptId(refId, activityId))).subscribe({
      next: setAttempt,
      error: () => setAttempt(undefined),
    });
    return () => subscription.unsubscribe();
  }, [refId, activityId]);
  return attempt;
}

/** Values typed so far, laid over the empty form from the draft, and written back on every change. */
function useOnboardingDraft(form: CandidateOnboardingForm) {
  const key = onboardingDraftKey(form.ref_id, form.job_step_activity_id);
  const [values, setValues] = useState<Values>(() => initialValues(form));
  const [isReady, setIsReady] = useState(false);
  const [savedAt, setSavedAt] = useState<number>();
  useEffect(() => {
    let live = true;
    void readDraft(key).then((draft) => {
      if (!live) return;
      if (draft) {
        setValues((current) => {
          const next = { ...current };
          for (const [field, value] of Object.entries(draft)) if (field in next && typeof value === 'string') next[field] = value;
          return next;
        });
      }
      setIsReady(true);
    });
    return () => {
      live = false;
    };
  }, [key]);
  const update = (field: string, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      void writeDraft(key, next).then((ok) => ok && setSavedAt(Date.now()));
      return next;
    });
  };
  return { values, update, isReady, savedAt };
}

function FormBody({ form, lease: claim, onSubmitted }: { form: CandidateOnboardingForm; lease: ActivityLease; onSubmitted(): void }) {
  const { t, i18n } = useLingui();
  const isOnline = useIsOnline();
  const draft = useOnboardingDraft(form);
  const attempt = useOnboardingAttempt(form.ref_id, form.job_step_activity_id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [tries, setTries] = useState(0);
  const shownRefusal = useRef<unknown>(undefined);
  const isWaiting = attempt?.status === 'submitting';
  const lease = withRefusedSubmission(claim, attempt?.status === 'in-progress' ? attempt.refusal : undefined, () =>
    clearLeaseRefusal(form.ref_id, form.job_step_activity_id),
  );
  const isBlocked = lease.blocked !== undefined;
  const labelOf = (key: string) => {
    const field = form.fields.find((f) => f.field_key === key);
    return field ? localized(field.label, i18n.locale) : key;
  };

  useEffect(() => {
    if (attempt?.status === 'submitted') onSubmitted();
  }, [attempt?.status, onSubmitted]);

  // A refusal from the server: the client's own words where its rules agree, else the server's.
  useEffect(() => {
    const refusal = attempt?.status === 'in-progress' ? attempt.refusal : undefined;
    // Refused by the lease: the notice says why, not an error by the fields.
    if (!refusal || isLeaseRefusal(refusal) || shownRefusal.current === refusal.message + JSON.stringify(refusal.errors)) return;
    shownRefusal.current = refusal.message + JSON.stringify(refusal.errors);
    const local = Object.fromEntries(
      judgeOnboardingAnswers(form.fields, Object.entries(draft.values).map(([field_key, value]) => ({ field_key, value }))).problems.map((p) => [p.field_key, onboardingRuleText(p.rule, labelOf(p.field_key))]),
    );
    const fromServer: Record<string, string> = {};
    for (const item of refusal.errors ?? []) {
      const key = item.prop.replace(/^answers\./, '');
      fromServer[key] = local[key] ?? item.message;
    }
    setErrors(fromServer);
    setProblem(Object.keys(fromServer).length > 0 ? undefined : refusal.message);
    setTries((n) => n + 1);
    // labelOf reads the current language only; the refusal is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, form.fields]);

  const submit = async () => {
    if (isWaiting || isBlocked) return;
    const answers = form.fields.map((f) => ({ field_key: f.field_key, value: (draft.values[f.field_key] ?? '').trim() }));
    const judged = judgeOnboardingAnswers(form.fields, answers);
    const found = Object.fromEntries(judged.problems.map((p) => [p.field_key, onboardingRuleText(p.rule, labelOf(p.field_key))]));
    setErrors(found);
    setProblem(undefined);
    setTries((n) => n + 1);
    if (judged.problems.length > 0) return;
    try {
      await queueOnboardingSubmission({ refId: form.ref_id, activityId: form.job_step_activity_id, answers });
      requestSync();
    } catch {
      setProblem(t`Your answers could not be saved on this device. Please try again.`);
    }
  };

  const summary = [
    ...(problem ? [{ text: problem }] : []),
    ...form.fields.filter((f) => errors[f.field_key]).map((f) => ({ text: errors[f.field_key], fieldId: onboardingFieldId(f) })),
  ];

  return (
    <>
      <ActivityLeaseNotice lease={lease} />
      <ErrorSummary items={summary} attempt={tries} />
      {isWaiting && (
        <div className="notice onboarding-waiting" role="status">
          {isOnline ? (
            <p>
              <Trans>Sending your answers…</Trans>
            </p>
          ) : (
            <p>
              <Trans>You're offline. Your answers are saved on this device and will be sent when you're back online.</Trans>
            </p>
          )}
        </div>
      )}
      <FormLayout
        aria-labelledby="onboarding-title"
        onSubmit={() => void submit()}
        actions={
          <Button type="submit" isBusy={isWaiting} busyLabel={<Trans>Waiting to send…</Trans>} disabled={isBlocked}>
            <Trans>Submit</Trans>
          </Button>
        }
      >
        <fieldset className="onboarding-fields" disabled={isWaiting || isBlocked || !draft.isReady}>
          <legend className="visually-hidden">{localized(form.name, i18n.locale)}</legend>
          {form.fields.map((field) => (
            <OnboardingFieldInput
              key={field.field_key}
              field={field}
              value={draft.values[field.field_key] ?? ''}
              error={errors[field.field_key]}
              onChange={(value) => {
                draft.update(field.field_key, value);
                if (errors[field.field_key]) setErrors((e) => ({ ...e, [field.field_key]: '' }));
              }}
            />
          ))}
        </fieldset>
        <p className="onboarding-saved" role="status">
          {draft.savedAt !== undefined && !isWaiting && (
            <>
              <span aria-hidden="true">✓ </span>
              <Trans>Saved on this device</Trans>
            </>
          )}
        </p>
      </FormLayout>
    </>
  );
}

/** The onboarding form activity of a tracker. */
export function OnboardingScreen({ refId, activityId, jobUuid, onSubmitted }: OnboardingScreenProps) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Onboarding form`);
  const form = useQuery(onboardingFormQueryOptions(refId, activityId));
  const lease = useActivityLease({ refId, activityId }, form.data !== undefined && !form.data.is_completed);
  // Where IndexedDB cannot be used, the online-only form (online-only-onboarding.tsx): no draft, sent straight to the server.
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
                <OnlineOnlyOnboarding form={form.data} lease={lease} onSubmitted={onSubmitted} />
              </Suspense>
            </>
          ) : storage === 'device' ? (
            <>
              <p className="onboarding-page__intro">
                <Trans>{form.data.account_name} needs these details before you start. What you type is saved on this device as you go.</Trans>
              </p>
              <FormBody form={form.data} lease={lease} onSubmitted={onSubmitted} />
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
