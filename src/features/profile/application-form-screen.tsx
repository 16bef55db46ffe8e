import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicationForm } from '../../../contracts/application-form.ts';
import type { Resume } from '../../../contracts/resume.ts';
import { SPEC_QUESTIONS } from '../../../contracts/applicant-questions-rules.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { RESUME_ITEM } from '../../offline/application-form.ts';
import { applicationFormDraftKey } from '../../offline/form-drafts.ts';
import { forgetLostFile, lostFiles } from '../../offline/lost-in-tab.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { SubmissionShell, type SubmissionPage } from '../../ui/activity-shell/submission-shell.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { CustomFieldInput, customFieldId } from './custom-field-input.tsx';
import { customFieldErrors, initialAnswers } from './custom-field-values.ts';
import { ProfileFields, profileFieldId } from './profile-fields.tsx';
import { applicationFormQueryOptions, sendApplicationForm } from './profile.queries.ts';
import {
  PROFILE_FIELDS,
  profileErrors,
  toPatch,
  toProfileValues,
  withDraft,
  type ProfileErrorKey,
  type ProfileFormValues,
} from './profile-values.ts';
import { ResumeUpload } from './resume-upload.tsx';
import { useFormDraft } from '../../offline-hooks/use-form-draft.ts';
import { useApplicationQueue } from './use-application-queue.ts';
import './profile.css';

const PREFIX = 'application';

interface FormValues {
  profile: ProfileFormValues;
  answers: Record<string, string>;
}

function mergeDraft(values: FormValues, draft: Record<string, unknown>): FormValues {
  const answers = { ...values.answers };
  const saved = draft.answers;
  if (saved && typeof saved === 'object') {
    for (const [key, value] of Object.entries(saved))
      if (key in answers && typeof value === 'string') answers[key] = value;
  }
  const profile =
    draft.profile && typeof draft.profile === 'object'
      ? withDraft(values.profile, draft.profile as Record<string, unknown>)
      : values.profile;
  return { profile, answers };
}

export interface ApplicationFormScreenProps {
  userId: number;
  refId: string;
  activityId: number;
  jobUuid?: string;
  /** After a successful submission (the route refreshes the tracker and leaves). */
  onSubmitted(): void;
}

function BackLink({ jobUuid, refId }: { jobUuid?: string; refId: string }) {
  return (
    <Link to="/user/progress-tracker" search={{ jobUuid, refId }} className="back-link">
      <span aria-hidden="true">←</span> <Trans>Back to the progress tracker</Trans>
    </Link>
  );
}

function FormBody({
  form,
  userId,
  page,
  onSubmitted,
}: {
  form: ApplicationForm;
  userId: number;
  page: SubmissionPage;
  onSubmitted(): void;
}) {
  const { lease } = page;
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const isFullForm = form.activity_type === 'form';
  const questions = form.profile_questions ?? SPEC_QUESTIONS;
  const draft = useFormDraft<FormValues>(
    applicationFormDraftKey(form.ref_id, form.job_step_activity_id),
    { profile: toProfileValues(form.profile), answers: initialAnswers(form.custom_fields) },
    mergeDraft,
  );
  const [resume, setResume] = useState<Resume | null>(form.resume);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [isSending, setIsSending] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  // Another tab or device holds the form (offline promise 10): what is typed stays, nothing is sent from here.
  const isReadOnly = lease.blocked !== undefined;
  const queue = useApplicationQueue(form.ref_id, form.job_step_activity_id, userId);
  const queuedResume = queue.resume && queue.resume.status !== 'refused' ? queue.resume : undefined;
  const queuedStatus = queue.attempt?.status;
  const isQueued = queuedStatus === 'submitting';
  // The device sent the queued submission: the server holds it.
  useEffect(() => {
    if (queuedStatus === 'submitted') onSubmitted();
  }, [queuedStatus, onSubmitted]);
  // A resume queued offline reached the server: show the server's copy, as after an upload made online.
  const queuedResumeStatus = queue.resume?.status;
  useEffect(() => {
    if (queuedResumeStatus !== 'done') return;
    void queryClient
      .fetchQuery({ ...applicationFormQueryOptions(form.ref_id, form.job_step_activity_id), staleTime: 0 })
      .then((fresh) => setResume(fresh.resume))
      .catch(() => undefined);
  }, [queuedResumeStatus, queryClient, form.ref_id, form.job_step_activity_id]);
  const queuedRefusal = queue.attempt?.status === 'in-progress' ? queue.attempt.refusal : undefined;
  // A resume an earlier page of this tab held (a full disk) and lost in a reload (D354): named until another is chosen.
  const activity = { refId: form.ref_id, activityId: form.job_step_activity_id };
  const [lostResume, setLostResume] = useState(() => lostFiles(activity).get(RESUME_ITEM)?.fileName);
  const resumeChosen = () => {
    forgetLostFile(activity, RESUME_ITEM);
    setLostResume(undefined);
    setErrors((e) => ({ ...e, resume: undefined }));
    // A form submitted with the lost resume waited for this one (D376).
    if (isQueued) requestSync();
  };
  // The waiting form's status takes the focus from the button that sent it without the optional resume (D394).
  const queuedNotice = useRef<HTMLDivElement>(null);
  const sendWithout = () => {
    resumeChosen();
    queuedNotice.current?.focus();
  };

  const submit = async () => {
    if (isSending || isReadOnly || isQueued) return;
    const options = {
      isLinkedinRequired: form.is_linkedin_required,
      isResumeRequired: form.is_resume_required,
      hasResume: resume !== null || queuedResume !== undefined,
      questions,
    };
    const found: Record<string, string | undefined> = isFullForm
      ? {
          ...profileErrors(draft.values.profile, options),
          ...prefixed(customFieldErrors(form.custom_fields, draft.values.answers, form.default_language)),
        }
      : form.is_resume_required && !resume && !queuedResume
        ? { resume: t`A resume is required for this job.` }
        : {};
    setErrors(found);
    setProblem(undefined);
    setAttempt((n) => n + 1);
    if (Object.values(found).some(Boolean)) return;
    const body = {
      ref_id: form.ref_id,
      job_step_activity_id: form.job_step_activity_id,
      ...(isFullForm
        ? {
            profile: toPatch(draft.values.profile, questions),
            custom_fields: form.custom_fields.map((f) => ({
              account_field_id: f.account_field_id,
              answer: draft.values.answers[f.account_field_id]?.trim() || null,
            })),
          }
        : {}),
    };
    // Offline, or with a resume still on its way up: queued on the device, sent after the resume (D192).
    if (!isOnline || (queuedResume && queuedResume.status !== 'done')) {
      setIsSending(true);
      try {
        await queue.queueSubmission(body);
        requestSync();
      } catch {
        setProblem(t`Your form could not be saved on this device. Please try again.`);
      } finally {
        setIsSending(false);
      }
      return;
    }
    setIsSending(true);
    try {
      await sendApplicationForm(queryClient, body, idempotencyKey);
      await draft.clear();
      onSubmitted();
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.attemptSubmitted) {
        await draft.clear();
        onSubmitted();
        return;
      }
      // The server judged and refused this request (its answer is stored under the key): the next submission is a new request.
      if (error instanceof ApiError && error.hasResponse && error.status! < 500) setIdempotencyKey(crypto.randomUUID());
      if (lease.noteRefusal(error)) return;
      const fields = fieldErrorTexts(error);
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([prop, message]) => [prop.replace(/^custom_fields\./, 'cf:'), message]),
        ),
      );
      setProblem(Object.keys(fields).length > 0 ? undefined : errorText(error));
    } finally {
      setIsSending(false);
    }
  };

  const summary = [
    ...(problem ? [{ text: problem }] : []),
    ...(queuedRefusal && !problem
      ? [
          {
            text:
              queuedRefusal.message || t`The form sent from this device was not accepted. Check it and submit again.`,
          },
        ]
      : []),
    ...(errors.resume ? [{ text: errors.resume, fieldId: `${PREFIX}-resume` }] : []),
    ...([...PROFILE_FIELDS] as ProfileErrorKey[])
      .filter((f) => errors[f])
      .map((f) => ({ text: errors[f], fieldId: profileFieldId(PREFIX, f) })),
    ...form.custom_fields
      .filter((f) => errors[`cf:${f.account_field_id}`])
      .map((f) => ({ text: errors[`cf:${f.account_field_id}`], fieldId: customFieldId(f) })),
  ];
  const profileFieldErrors = errors as Partial<Record<ProfileErrorKey, string>>;

  return (
    <>
      {page.notice}
      <ErrorSummary items={summary} attempt={attempt} />
      <section className="profile-section" aria-labelledby="application-resume-title">
        <h2 id="application-resume-title" className="profile-section__title">
          <Trans>Resume</Trans>
        </h2>
        <ResumeUpload
          id={`${PREFIX}-resume`}
          userId={userId}
          resume={resume}
          isRequired={form.is_resume_required}
          error={errors.resume}
          onChange={(next) => {
            setResume(next);
            if (next) resumeChosen();
          }}
          queued={queue.resume}
          // The form submitted with a resume a reload lost waits for it to be chosen again (D376).
          isDisabled={isQueued && !lostResume}
          lostFileName={lostResume}
          isFormWaiting={isQueued}
          // An optional resume: the candidate may send the waiting form without it; a required one waits (D394).
          onSendWithout={isQueued && !form.is_resume_required ? sendWithout : undefined}
          onQueue={async (file) => {
            await queue.queueResume(file);
            resumeChosen();
          }}
        />
      </section>
      <FormLayout
        aria-labelledby="application-title"
        onSubmit={() => void submit()}
        actions={
          <Button
            type="submit"
            disabled={isReadOnly || isQueued}
            isBusy={isSending}
            busyLabel={<Trans>Submitting…</Trans>}
          >
            <Trans>Submit</Trans>
          </Button>
        }
      >
        {isFullForm && (
          <fieldset className="profile-fieldset" disabled={isReadOnly || isQueued}>
            <ProfileFields
              idPrefix={PREFIX}
              values={draft.values.profile}
              errors={profileFieldErrors}
              isLinkedinRequired={form.is_linkedin_required}
              isEmailReadOnly
              questions={questions}
              onChange={(field, value) => {
                draft.update((current) => ({ ...current, profile: { ...current.profile, [field]: value } }));
                if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
              }}
            />
            {form.custom_fields.length > 0 && (
              <fieldset className="profile-fieldset">
                <legend className="profile-fieldset__legend">
                  <Trans>Questions from {form.account_name}</Trans>
                </legend>
                {form.custom_fields.map((field) => (
                  <CustomFieldInput
                    key={field.account_field_id}
                    field={field}
                    defaultLanguage={form.default_language}
                    value={draft.values.answers[field.account_field_id] ?? ''}
                    error={errors[`cf:${field.account_field_id}`]}
                    onChange={(value) => {
                      draft.update((current) => ({
                        ...current,
                        answers: { ...current.answers, [field.account_field_id]: value },
                      }));
                      setErrors((e) => ({ ...e, [`cf:${field.account_field_id}`]: undefined }));
                    }}
                  />
                ))}
              </fieldset>
            )}
          </fieldset>
        )}
        {isQueued ? (
          <div className="notice" role="status" ref={queuedNotice} tabIndex={-1}>
            <p>
              {isOnline ? (
                <Trans>Submitted on this device. Sending it now…</Trans>
              ) : (
                <Trans>Submitted on this device: queued, it will be sent when you're back online.</Trans>
              )}
            </p>
          </div>
        ) : (
          !isOnline && (
            <p className="profile-draft-note" role="status">
              <Trans>
                You're offline. What you type is kept on this device; when you submit, it is sent when you're back
                online.
              </Trans>
            </p>
          )
        )}
      </FormLayout>
    </>
  );
}

function prefixed(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([id, message]) => [`cf:${id}`, message]));
}

/** /jobapplication: the application form (or resume) activity of a tracker. */
export function ApplicationFormScreen({ userId, refId, activityId, jobUuid, onSubmitted }: ApplicationFormScreenProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Application form`);
  const form = useQuery(applicationFormQueryOptions(refId, activityId));

  return (
    <SubmissionShell activity={{ refId, activityId }} isOpen={form.data?.is_completed === false}>
      {(page) => (
        <section className="profile-page" aria-labelledby="application-title">
          <BackLink jobUuid={jobUuid} refId={refId} />
          {form.data ? (
            <>
              <p className="profile-page__kicker">
                {form.data.job_title} · {form.data.account_name}
              </p>
              <h1 id="application-title" className="profile-page__title">
                {form.data.title}
              </h1>
              {form.data.is_completed ? (
                <div className="notice" role="status">
                  <p>
                    <Trans>You have already submitted this. Thank you.</Trans>
                  </p>
                </div>
              ) : (
                <FormBody form={form.data} userId={userId} page={page} onSubmitted={onSubmitted} />
              )}
            </>
          ) : form.error ? (
            <div className="notice notice--error" role="alert">
              <p>{errorText(form.error)}</p>
              <Button variant="secondary" onClick={() => void form.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          ) : form.fetchStatus === 'paused' ? (
            <p className="notice notice--warning" role="status">
              <Trans>
                You're offline, and this form was not opened on this device before, so it cannot be filled in yet. It
                will open by itself when you're back online.
              </Trans>
            </p>
          ) : (
            <p className="profile-page__muted" role="status">
              <Trans>Loading…</Trans>
            </p>
          )}
        </section>
      )}
    </SubmissionShell>
  );
}
