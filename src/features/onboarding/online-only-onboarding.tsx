/**
 * The onboarding form when this browser cannot use IndexedDB (private modes, a full disk): no
 * draft on the device, what is typed stays on the page only; Submit sends the answers straight to
 * the same endpoint as the outbox would (onboarding-submit, with an idempotency key and the
 * count and hash of the answers), and counts only with a receipt that repeats them (promise 8).
 * Offline or unreachable, nothing is sent and the screen says so; the answers stay on the page.
 * Refused because another device holds the activity (offline promise 10): the lease notice, the
 * form read-only with its answers; after "Continue on this device" the candidate submits again.
 */
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CandidateOnboardingForm } from '../../../contracts/onboarding.ts';
import { onboardingDigest } from '../../../contracts/answer-digests.ts';
import { localized } from '../../../contracts/localized.ts';
import { judgeOnboardingAnswers } from '../../../contracts/onboarding-rules.ts';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { Refusal } from '../../offline/db.ts';
import { onboardingAttemptId } from '../../offline/onboarding.ts';
import { directSend, sendWithReceipt } from '../../offline/online-only-session.ts';
import type { ActivityLease } from '../../offline-hooks/use-activity-lease.ts';
import { ActivityLeaseNotice } from '../../ui/activity-shell/submission-shell.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { NotSavedOffline, OnlineOnlyNotice } from '../../ui/online-only-notice.tsx';
import { OnboardingFieldInput, onboardingFieldId } from './onboarding-field-input.tsx';
import { onboardingRuleText } from './onboarding-rule-text.ts';
import './onboarding.css';

type Values = Record<string, string>;

export function OnlineOnlyOnboarding({ form, lease, onSubmitted }: { form: CandidateOnboardingForm; lease: ActivityLease; onSubmitted(): void }) {
  const { i18n } = useLingui();
  const isOnline = useIsOnline();
  const [values, setValues] = useState<Values>(() => Object.fromEntries(form.fields.map((f) => [f.field_key, f.field_type === 'checkbox' ? 'false' : ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [tries, setTries] = useState(0);
  const [state, setState] = useState<'idle' | 'sending' | 'not-sent' | 'done'>('idle');
  const isBlocked = lease.blocked !== undefined;
  const labelOf = (key: string) => {
    const field = form.fields.find((f) => f.field_key === key);
    return field ? localized(field.label, i18n.locale) : key;
  };

  useEffect(() => {
    if (state === 'done') onSubmitted();
  }, [state, onSubmitted]);

  // Leaving with an unsent form asks the browser to warn first: nothing of it is kept.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (state !== 'done' && Object.values(values).some((v) => v !== '' && v !== 'false')) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [state, values]);

  const showRefusal = (refusal: Refusal, answers: { field_key: string; value: string }[]) => {
    const local = Object.fromEntries(judgeOnboardingAnswers(form.fields, answers).problems.map((p) => [p.field_key, onboardingRuleText(p.rule, labelOf(p.field_key))]));
    const fromServer: Record<string, string> = {};
    for (const item of refusal.errors ?? []) {
      const key = item.prop.replace(/^answers\./, '');
      fromServer[key] = local[key] ?? item.message;
    }
    setErrors(fromServer);
    setProblem(Object.keys(fromServer).length > 0 ? undefined : refusal.message);
    setTries((n) => n + 1);
  };

  const submit = async () => {
    if (state === 'sending' || isBlocked) return;
    const answers = form.fields.map((f) => ({ field_key: f.field_key, value: (values[f.field_key] ?? '').trim() }));
    const judged = judgeOnboardingAnswers(form.fields, answers);
    setErrors(Object.fromEntries(judged.problems.map((p) => [p.field_key, onboardingRuleText(p.rule, labelOf(p.field_key))])));
    setProblem(undefined);
    setTries((n) => n + 1);
    if (judged.problems.length > 0) return;
    setState('sending');
    const result = await sendWithReceipt(
      directSend(onboardingAttemptId(form.ref_id, form.job_step_activity_id)),
      { kind: 'onboarding-submit', payload: { ref_id: form.ref_id, job_step_activity_id: form.job_step_activity_id, answers } },
      await onboardingDigest(answers),
    );
    if (result.kind === 'ok' || (result.kind === 'refused' && result.refusal.code === UserResponseErrorCode.attemptSubmitted)) setState('done');
    else if (result.kind === 'retry') setState('not-sent');
    else if (lease.noteRefusal(new ApiError({ status: result.refusal.status, body: { code: result.refusal.code, message: result.refusal.message, errors: result.refusal.errors } }))) setState('idle');
    else {
      setState('idle');
      showRefusal(result.refusal, answers);
    }
  };

  const summary = [
    ...(problem ? [{ text: problem }] : []),
    ...form.fields.filter((f) => errors[f.field_key]).map((f) => ({ text: errors[f.field_key]!, fieldId: onboardingFieldId(f) })),
  ];

  return (
    <>
      <OnlineOnlyNotice />
      <ActivityLeaseNotice lease={lease} />
      <ErrorSummary items={summary} attempt={tries} />
      {state === 'not-sent' && <NotSavedOffline isOnline={isOnline} />}
      <FormLayout
        aria-labelledby="onboarding-title"
        onSubmit={() => void submit()}
        actions={
          <Button type="submit" isBusy={state === 'sending'} busyLabel={<Trans>Sending…</Trans>} disabled={isBlocked}>
            <Trans>Submit</Trans>
          </Button>
        }
      >
        <fieldset className="onboarding-fields" disabled={state === 'sending' || state === 'done' || isBlocked}>
          <legend className="visually-hidden">{localized(form.name, i18n.locale)}</legend>
          {form.fields.map((field) => (
            <OnboardingFieldInput
              key={field.field_key}
              field={field}
              value={values[field.field_key] ?? ''}
              error={errors[field.field_key]}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field.field_key]: value }));
                if (errors[field.field_key]) setErrors((e) => ({ ...e, [field.field_key]: '' }));
              }}
            />
          ))}
        </fieldset>
      </FormLayout>
    </>
  );
}
