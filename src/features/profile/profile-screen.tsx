import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '../../../contracts/profile.ts';
import { SPEC_QUESTIONS } from '../../../contracts/applicant-questions-rules.ts';
import type { StepUpProof } from '../../../contracts/step-up.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { profileDraftKey } from '../../offline/form-drafts.ts';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { useAskStepUp } from '../../ui/step-up-scope.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ProfileFields, profileFieldId } from './profile-fields.tsx';
import { profileQueryOptions, refetchProfile, saveProfile } from './profile.queries.ts';
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
import './profile.css';

const PREFIX = 'profile';

const isStepUpRefusal = (error: unknown) =>
  error instanceof ApiError && (error.code === 'step_up_invalid' || error.code === 'rate_limited');

function ProfileForm({ userId, profile }: { userId: number; profile: Profile }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const askStepUp = useAskStepUp();
  const isOnline = useIsOnline();
  const draft = useFormDraft<ProfileFormValues>(profileDraftKey(userId), toProfileValues(profile), withDraft);
  const [errors, setErrors] = useState<Partial<Record<ProfileErrorKey, string>>>({});
  const [problem, setProblem] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [isSaving, setIsSaving] = useState(false);
  const questions = profile.questions ?? SPEC_QUESTIONS;

  /**
   * The server's refusal in the person's words. The server judged by what is asked now (D267): the
   * company may have changed its setting since this page was read, so the profile is read again
   * (a field now asked shows) and each field the form's own rules find is said in the page's
   * language, the server's English only where they find nothing.
   */
  const inOwnWords = async (error: unknown) => {
    const fields = fieldErrorTexts(error) as Partial<Record<ProfileErrorKey, string>>;
    if (!(error instanceof ApiError) || error.status !== 400 || Object.keys(fields).length === 0) return fields;
    const fresh = await refetchProfile(queryClient, userId).catch(() => profile);
    const own = profileErrors(draft.values, { questions: fresh.questions ?? SPEC_QUESTIONS });
    for (const field of Object.keys(fields) as ProfileErrorKey[]) if (own[field]) fields[field] = own[field];
    return fields;
  };

  const submit = async () => {
    if (isSaving) return;
    const found = profileErrors(draft.values, { questions });
    setErrors(found);
    setProblem(undefined);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    if (!isOnline) {
      setProblem(t`You're offline. Your changes are kept on this device; save them when you're back online.`);
      return;
    }
    setIsSaving(true);
    try {
      const patch = toPatch(draft.values, questions);
      const save = (proof?: StepUpProof) => saveProfile(queryClient, userId, proof ? { ...patch, proof } : patch);
      // A new sign-in email takes a step-up (D262). Only its refusals stay in the dialog; any other
      // (the address is taken) comes back here to mark the field.
      if (patch.email !== undefined && patch.email.toLowerCase() !== profile.email.toLowerCase()) {
        const outcome = await askStepUp(t`Change the email you sign in with`, 'own_sign_in', async (proof) => {
          try {
            return { error: undefined, saved: await save(proof) };
          } catch (error) {
            if (isStepUpRefusal(error)) throw error;
            return { error };
          }
        });
        if (!outcome) return;
        if (outcome.error !== undefined) throw outcome.error;
      } else {
        await save();
      }
      await draft.clear();
      notify({ type: 'success', body: t`Your profile was saved.` });
    } catch (error) {
      const fields = await inOwnWords(error);
      setErrors(fields);
      setProblem(
        Object.keys(fields).length > 0 && error instanceof ApiError && error.status === 400
          ? undefined
          : errorText(error),
      );
    } finally {
      setIsSaving(false);
    }
  };

  const labelsOrder: ProfileErrorKey[] = [...PROFILE_FIELDS];
  const summary = [
    ...(problem ? [{ text: problem }] : []),
    ...labelsOrder.filter((f) => errors[f]).map((f) => ({ text: errors[f], fieldId: profileFieldId(PREFIX, f) })),
  ];

  return (
    <>
      <ErrorSummary items={summary} attempt={attempt} />
      {draft.hasDraft && (
        <p className="profile-draft-note" role="status">
          <Trans>Your unsaved changes are kept on this device.</Trans>
        </p>
      )}
      <FormLayout
        aria-labelledby="profile-title"
        onSubmit={() => void submit()}
        actions={
          <Button type="submit" isBusy={isSaving} busyLabel={<Trans>Saving…</Trans>}>
            <Trans>Save profile</Trans>
          </Button>
        }
      >
        <ProfileFields
          idPrefix={PREFIX}
          values={draft.values}
          errors={errors}
          questions={questions}
          onChange={(field, value) => {
            draft.update((current) => ({ ...current, [field]: value }));
            if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
          }}
        />
      </FormLayout>
    </>
  );
}

/** /user/personal-profile: the applicant's profile (seed 000 sections 3 and 5) and resume. */
export function ProfileScreen({ userId }: { userId: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`My Profile`);
  const profile = useQuery(profileQueryOptions(userId));

  return (
    <section className="profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title" className="profile-page__title">
        <Trans>My Profile</Trans>
      </h1>
      {profile.data ? (
        <>
          <section className="profile-section" aria-labelledby="resume-title">
            <h2 id="resume-title" className="profile-section__title">
              <Trans>Resume</Trans>
            </h2>
            <ResumeUpload id="profile-resume" userId={userId} resume={profile.data.resume} />
          </section>
          <section className="profile-section" aria-labelledby="details-title">
            <h2 id="details-title" className="profile-section__title">
              <Trans>Personal details</Trans>
            </h2>
            <ProfileForm userId={userId} profile={profile.data} />
          </section>
        </>
      ) : profile.error ? (
        <div className="notice notice--error" role="alert">
          <p>{errorText(profile.error)}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : profile.fetchStatus === 'paused' ? (
        <p className="notice notice--warning" role="status">
          <Trans>
            You're offline, and your profile was not opened on this device before. It will show when you're back online.
          </Trans>
        </p>
      ) : (
        <p className="profile-page__muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
    </section>
  );
}
