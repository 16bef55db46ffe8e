/**
 * /smartreq-detail/setup/job-posting-detail/{job_posting_id}: one posting's editor. Saving keeps
 * a draft a draft; Publish saves and puts it on the career page and the job-board feeds;
 * Unpublish takes it off at once. The rules are checked here before sending and again by the
 * server, and every problem is listed above the form and beside its field. Changing, publishing,
 * unpublishing and deleting a posting take the requisitions flag at its company (D262, D378): to a
 * team member without it the editor gives the reason instead of its buttons, and saves nothing.
 */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EMPLOYMENT_TYPES,
  PAY_PERIODS,
  POSTING_LANGUAGES,
  JobPostingErrorCode,
  POSTING_DESCRIPTION_MAX,
  POSTING_TITLE_MAX,
  type PostingField,
} from '../../../contracts/job-posting-rules.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { JobPosting } from '../../../contracts/job-postings.ts';
import { hasFlag } from '../../../contracts/access.ts';
import type { User } from '../../../contracts/user.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { RichTextEditor } from '../../ui/rich-text/rich-text-field.tsx';
import { FieldVersions } from '../../ui/field-versions/field-versions.tsx';
import { overLength } from '../../ui/field-versions/text-versions.ts';
import { deletePosting, postingQuery, publishPosting, savePosting, unpublishPosting } from './job-postings.queries.ts';
import { formProblems, POSTING_FIELD_IDS, toBody, valuesOf, type PostingFormValues } from './posting-form.ts';
import { employmentTypeLabel, payPeriodLabel, postingLanguageLabel } from './posting-labels.ts';
import { PostingHeader } from './posting-status.tsx';
import { usePostingRefusalText } from './posting-refusal.ts';
import './job-postings.css';

export function PostingEditor({
  postingId,
  jobId,
  user,
}: {
  postingId: number;
  jobId: number;
  /** The signed-in user: without the requisitions flag at the posting's company, the editor only reads. */
  user?: Pick<User, 'is_jf_admin' | 'roles'>;
}) {
  // The route's loader ensures it; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const posting = useSuspenseQuery(postingQuery(postingId));
  // The requisitions flag at the posting's company, or a provider admin (as list-scope.ts's mayOpenRequisition).
  const mayChange = user === undefined || user.is_jf_admin || hasFlag(user, 'smartreq_access', posting.data.account_id);
  return <PostingForm key={posting.data.job_posting_id} posting={posting.data} jobId={jobId} mayChange={mayChange} />;
}

function PostingForm({ posting, jobId, mayChange }: { posting: JobPosting; jobId: number; mayChange: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<PostingFormValues>(() => valuesOf(posting));
  const [problems, setProblems] = useState<Partial<Record<PostingField, string>>>({});
  type VersionErrors = Partial<Record<Language, string>>;
  const [versionErrors, setVersionErrors] = useState<{ title: VersionErrors; description: VersionErrors }>({
    title: {},
    description: {},
  });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const isPublished = posting.status === 'published';

  const set = <K extends keyof PostingFormValues>(key: K, value: PostingFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const refusalText = usePostingRefusalText();
  /** The server's refusal, in words: its fields judged again here, else its general text. */
  const showRefusal = (error: unknown, publishing: boolean) => {
    if (
      error instanceof ApiError &&
      (error.code === ErrorCode.validation || error.code === JobPostingErrorCode.postingIncomplete) &&
      error.errors?.length
    ) {
      const local = formProblems(values, publishing);
      const found: Partial<Record<PostingField, string>> = {};
      for (const { prop } of error.errors)
        found[prop as PostingField] = local[prop as PostingField] ?? t`Check this field.`;
      setProblems(found);
      setAttempt((n) => n + 1);
      return;
    }
    if (error instanceof ApiError && error.code === ErrorCode.closed) {
      setFailure(t`This requisition is not accepting applications. Open it in Details before publishing.`);
      return;
    }
    setFailure(refusalText(error));
  };

  const saving = useMutation({
    mutationFn: async ({ kind }: { kind: 'save' | 'publish'; publishing: boolean }) => {
      const saved = await savePosting(queryClient, posting.job_posting_id, toBody(values));
      if (kind === 'publish' && saved.status !== 'published') await publishPosting(queryClient, posting.job_posting_id);
    },
    onSuccess: (_, { kind }) =>
      setAnnouncement(kind === 'publish' ? t`Published. The posting is on your career page.` : t`Saved.`),
    onError: (error, { publishing }) => showRefusal(error, publishing),
  });
  const run = (kind: 'save' | 'publish', publishing: boolean) => {
    setFailure(undefined);
    const found = formProblems(values, publishing);
    setProblems(found);
    const tooLong = t`This version is too long.`;
    const versions = {
      title: overLength(values.title_i18n, values.language, POSTING_TITLE_MAX, tooLong),
      description: overLength(values.description_i18n, values.language, POSTING_DESCRIPTION_MAX, tooLong),
    };
    setVersionErrors(versions);
    const hasVersionError = Object.keys({ ...versions.title, ...versions.description }).length > 0;
    if (Object.keys(found).length > 0 || hasVersionError) {
      setAttempt((n) => n + 1);
      return;
    }
    saving.mutate({ kind, publishing });
  };

  const unpublishing = useMutation({
    mutationFn: () => unpublishPosting(queryClient, posting.job_posting_id),
    onMutate: () => setFailure(undefined),
    onSuccess: () => setAnnouncement(t`Unpublished. The posting no longer shows on your career page or job boards.`),
    onError: (error) => setFailure(refusalText(error)),
  });

  // Busy until the list has opened: the posting is gone.
  const deleting = useMutation({
    mutationFn: async () => {
      await deletePosting(queryClient, posting);
      await navigate({ to: '/smartreq-detail/setup/job-postings', search: { job_id: jobId } });
    },
    onError: (error) => setFailure(refusalText(error)),
  });
  const remove = () => {
    if (window.confirm(t`Delete this posting? This cannot be undone.`)) deleting.mutate();
  };
  const busy = saving.isPending
    ? saving.variables.kind
    : unpublishing.isPending
      ? 'unpublish'
      : deleting.isPending
        ? 'delete'
        : undefined;

  const summary = (Object.keys(problems) as PostingField[]).map((field) => ({
    text: problems[field]!,
    fieldId: POSTING_FIELD_IDS[field],
  }));

  return (
    <form
      className="job-postings__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (mayChange) run('save', isPublished);
      }}
    >
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <PostingHeader posting={posting} />
      {!mayChange && (
        <p className="job-postings__muted">
          <Trans>Only people with access to all requisitions can change, publish, unpublish or delete a posting.</Trans>
        </p>
      )}
      <ErrorSummary items={summary} attempt={attempt} />
      {failure && (
        <div className="notice notice--error" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <FieldVersions
        idPrefix={POSTING_FIELD_IDS.title}
        legend={t`The title in other languages`}
        defaultLanguage={values.language}
        defaultTag={t`${postingLanguageLabel(values.language)}, the posting's language`}
        values={values.title_i18n}
        errors={versionErrors.title}
        onChange={(language, text) => set('title_i18n', { ...values.title_i18n, [language]: text })}
        // Both texts are required to publish, so a missing version is marked from the start: a marker
        // that appeared when the rich editor handed over its text (on blur) moved the buttons under a click.
        hasDefault
        maxLength={POSTING_TITLE_MAX}
      >
        <TextField
          id={POSTING_FIELD_IDS.title}
          label={<Trans>Title</Trans>}
          value={values.title}
          error={problems.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </FieldVersions>
      <div
        id={POSTING_FIELD_IDS.description}
        tabIndex={-1}
        className={problems.description ? 'job-postings__description form-field--invalid' : 'job-postings__description'}
      >
        {problems.description && <p className="form-field__error">{problems.description}</p>}
        <RichTextEditor
          value={values.description}
          onChange={(markdown) => set('description', markdown)}
          label={<Trans>Description</Trans>}
        />
      </div>
      <FieldVersions
        idPrefix={`${POSTING_FIELD_IDS.description}-version`}
        legend={t`The description in other languages, in Markdown (**bold**, - a list item)`}
        defaultLanguage={values.language}
        values={values.description_i18n}
        errors={versionErrors.description}
        onChange={(language, text) => set('description_i18n', { ...values.description_i18n, [language]: text })}
        isMultiline
        hasDefault
        maxLength={POSTING_DESCRIPTION_MAX}
      />
      <fieldset className="job-postings__group">
        <legend>
          <Trans>Where</Trans>
        </legend>
        <TextField
          id={POSTING_FIELD_IDS.location}
          label={<Trans>Location</Trans>}
          hint={<Trans>City, region and country, separated by commas, for example: Austin, TX, US</Trans>}
          value={values.location}
          error={problems.location}
          onChange={(e) => set('location', e.target.value)}
        />
        <label className="job-postings__check">
          <input
            id={POSTING_FIELD_IDS.is_remote}
            type="checkbox"
            checked={values.is_remote}
            onChange={(e) => set('is_remote', e.target.checked)}
          />
          <Trans>The job can be done remotely</Trans>
        </label>
        {values.is_remote && (
          <TextField
            id={POSTING_FIELD_IDS.remote_country}
            label={<Trans>Country remote applicants must live in</Trans>}
            value={values.remote_country}
            error={problems.remote_country}
            onChange={(e) => set('remote_country', e.target.value)}
          />
        )}
      </fieldset>
      <div className="job-postings__row">
        <FormField id={POSTING_FIELD_IDS.employment_type} label={<Trans>Employment type</Trans>}>
          {(a11y) => (
            <select
              id={POSTING_FIELD_IDS.employment_type}
              className="form-field__input"
              value={values.employment_type}
              onChange={(e) => set('employment_type', e.target.value as PostingFormValues['employment_type'])}
              {...a11y}
            >
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {employmentTypeLabel(type)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={POSTING_FIELD_IDS.language} label={<Trans>Language of the posting</Trans>}>
          {(a11y) => (
            <select
              id={POSTING_FIELD_IDS.language}
              className="form-field__input"
              value={values.language}
              onChange={(e) => set('language', e.target.value as PostingFormValues['language'])}
              {...a11y}
            >
              {POSTING_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {postingLanguageLabel(language)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <fieldset className="job-postings__group">
        <legend>
          <Trans>Pay range (optional)</Trans>
        </legend>
        <div className="job-postings__row">
          <TextField
            id={POSTING_FIELD_IDS.pay_min}
            label={<Trans>From</Trans>}
            inputMode="decimal"
            value={values.pay_min}
            error={problems.pay_min}
            onChange={(e) => set('pay_min', e.target.value)}
          />
          <TextField
            id={POSTING_FIELD_IDS.pay_max}
            label={<Trans>To</Trans>}
            inputMode="decimal"
            value={values.pay_max}
            error={problems.pay_max}
            onChange={(e) => set('pay_max', e.target.value)}
          />
          <TextField
            id={POSTING_FIELD_IDS.pay_currency}
            label={<Trans>Currency</Trans>}
            maxLength={3}
            autoCapitalize="characters"
            value={values.pay_currency}
            error={problems.pay_currency}
            onChange={(e) => set('pay_currency', e.target.value.toUpperCase())}
          />
          <FormField id={POSTING_FIELD_IDS.pay_period} label={<Trans>Per</Trans>} error={problems.pay_period}>
            {(a11y) => (
              <select
                id={POSTING_FIELD_IDS.pay_period}
                className="form-field__input"
                value={values.pay_period}
                onChange={(e) => set('pay_period', e.target.value as PostingFormValues['pay_period'])}
                {...a11y}
              >
                <option value="">{t`Choose`}</option>
                {PAY_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {payPeriodLabel(period)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </fieldset>
      <TextField
        id={POSTING_FIELD_IDS.valid_through}
        type="date"
        label={<Trans>Last day the posting shows</Trans>}
        hint={<Trans>After this day the posting disappears from the career page and job boards.</Trans>}
        value={values.valid_through}
        error={problems.valid_through}
        onChange={(e) => set('valid_through', e.target.value)}
      />
      <label className="job-postings__check">
        <input
          id={POSTING_FIELD_IDS.is_on_job_boards}
          type="checkbox"
          checked={values.is_on_job_boards}
          onChange={(e) => set('is_on_job_boards', e.target.checked)}
        />
        <Trans>Include in job-board feeds that take only postings marked for boards</Trans>
      </label>
      {mayChange && (
        <div className="job-postings__actions">
          <Button
            type="submit"
            variant={isPublished ? 'primary' : 'secondary'}
            isBusy={busy === 'save'}
            busyLabel={t`Saving…`}
          >
            {isPublished ? <Trans>Save changes</Trans> : <Trans>Save draft</Trans>}
          </Button>
          {isPublished ? (
            <Button
              variant="secondary"
              onClick={() => unpublishing.mutate()}
              isBusy={busy === 'unpublish'}
              busyLabel={t`Unpublishing…`}
            >
              <Trans>Unpublish</Trans>
            </Button>
          ) : (
            <Button onClick={() => run('publish', true)} isBusy={busy === 'publish'} busyLabel={t`Publishing…`}>
              <Trans>Publish</Trans>
            </Button>
          )}
          <Button variant="secondary" onClick={remove} isBusy={busy === 'delete'} busyLabel={t`Deleting…`}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
