/**
 * The onboarding form itself, written once for both channels (submission-channel.ts): the fields
 * over the draft, the client's rules before anything is sent, the server's refusal by field, and
 * what the channel says about the submission (waiting on the device, or not sent online only).
 */
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CandidateOnboardingForm, OnboardingAnswer } from '../../../contracts/onboarding.ts';
import { localized } from '../../../contracts/localized.ts';
import { judgeOnboardingAnswers } from '../../../contracts/onboarding-rules.ts';
import type { SubmissionChannel } from '../../ui/activity-shell/submission-channel.ts';
import type { SubmissionPage } from '../../ui/activity-shell/submission-shell.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { OnboardingFieldInput, onboardingFieldId } from './onboarding-field-input.tsx';
import { onboardingRuleText } from './onboarding-rule-text.ts';

export type OnboardingValues = Record<string, string>;
export type OnboardingChannel = SubmissionChannel<OnboardingValues, OnboardingAnswer[]>;

export function initialOnboardingValues(form: CandidateOnboardingForm): OnboardingValues {
  return Object.fromEntries(form.fields.map((f) => [f.field_key, f.field_type === 'checkbox' ? 'false' : '']));
}

export function OnboardingFormBody({
  form,
  channel,
  page,
  onSubmitted,
}: {
  form: CandidateOnboardingForm;
  channel: OnboardingChannel;
  page: SubmissionPage;
  onSubmitted(): void;
}) {
  const { t, i18n } = useLingui();
  const isOnline = useIsOnline();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [tries, setTries] = useState(0);
  const shownRefusal = useRef<unknown>(undefined);
  const { draft, refusal, state } = channel;
  const isWaiting = state === 'waiting';
  const isBlocked = page.isBlocked;
  const labelOf = (key: string) => {
    const field = form.fields.find((f) => f.field_key === key);
    return field ? localized(field.label, i18n.locale) : key;
  };

  useEffect(() => {
    if (state === 'done') onSubmitted();
  }, [state, onSubmitted]);

  // A refusal from the server: the client's own words where its rules agree, else the server's.
  useEffect(() => {
    const key = refusal && refusal.message + JSON.stringify(refusal.errors);
    if (!refusal || shownRefusal.current === key) return;
    shownRefusal.current = key;
    const local = Object.fromEntries(
      judgeOnboardingAnswers(
        form.fields,
        Object.entries(draft).map(([field_key, value]) => ({ field_key, value })),
      ).problems.map((p) => [p.field_key, onboardingRuleText(p.rule, labelOf(p.field_key))]),
    );
    const fromServer: Record<string, string> = {};
    for (const item of refusal.errors ?? []) {
      const field = item.prop.replace(/^answers\./, '');
      fromServer[field] = local[field] ?? item.message;
    }
    setErrors(fromServer);
    setProblem(Object.keys(fromServer).length > 0 ? undefined : refusal.message);
    setTries((n) => n + 1);
    // labelOf and the draft are read as they are; the refusal is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal, form.fields]);

  const submit = async () => {
    if (isWaiting || isBlocked) return;
    const answers = form.fields.map((f) => ({ field_key: f.field_key, value: (draft[f.field_key] ?? '').trim() }));
    const judged = judgeOnboardingAnswers(form.fields, answers);
    setErrors(
      Object.fromEntries(judged.problems.map((p) => [p.field_key, onboardingRuleText(p.rule, labelOf(p.field_key))])),
    );
    setProblem(undefined);
    setTries((n) => n + 1);
    if (judged.problems.length > 0) return;
    // The same refusal again is shown again.
    shownRefusal.current = undefined;
    try {
      await channel.submit(answers);
    } catch {
      setProblem(t`Your answers could not be saved on this device. Please try again.`);
    }
  };

  const summary = [
    ...(problem ? [{ text: problem }] : []),
    ...form.fields
      .filter((f) => errors[f.field_key])
      .map((f) => ({ text: errors[f.field_key]!, fieldId: onboardingFieldId(f) })),
  ];
  const direct = channel.direct;

  return (
    <>
      {direct?.notice}
      {page.notice}
      <ErrorSummary items={summary} attempt={tries} />
      {direct && state === 'not-sent' && direct.notSent}
      {!direct && isWaiting && (
        <div className="notice onboarding-waiting" role="status">
          {isOnline ? (
            <p>
              <Trans>Sending your answers…</Trans>
            </p>
          ) : (
            <p>
              <Trans>
                You're offline. Your answers are saved on this device and will be sent when you're back online.
              </Trans>
            </p>
          )}
        </div>
      )}
      <FormLayout
        aria-labelledby="onboarding-title"
        onSubmit={() => void submit()}
        actions={
          <Button
            type="submit"
            isBusy={isWaiting}
            busyLabel={direct ? <Trans>Sending…</Trans> : <Trans>Waiting to send…</Trans>}
            // Before the device's draft is read the fields are closed: a Submit then would judge
            // an empty form and mark fields the draft is about to fill.
            disabled={isBlocked || !channel.isReady}
          >
            <Trans>Submit</Trans>
          </Button>
        }
      >
        <fieldset
          className="onboarding-fields"
          disabled={isWaiting || state === 'done' || isBlocked || !channel.isReady}
        >
          <legend className="visually-hidden">{localized(form.name, i18n.locale)}</legend>
          {form.fields.map((field) => (
            <OnboardingFieldInput
              key={field.field_key}
              field={field}
              value={draft[field.field_key] ?? ''}
              error={errors[field.field_key]}
              onChange={(value) => {
                channel.keep((current) => ({ ...current, [field.field_key]: value }));
                if (errors[field.field_key]) setErrors((e) => ({ ...e, [field.field_key]: '' }));
              }}
            />
          ))}
        </fieldset>
        {!direct && (
          <p className="onboarding-saved" role="status">
            {channel.savedAt !== undefined && !isWaiting && (
              <>
                <span aria-hidden="true">✓ </span>
                <Trans>Saved on this device</Trans>
              </>
            )}
          </p>
        )}
      </FormLayout>
    </>
  );
}
