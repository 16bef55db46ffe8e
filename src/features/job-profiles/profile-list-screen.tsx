/**
 * /jobprofile: the company's job profiles (seed 001 "Job profiles"). Everyone with a role sees the
 * profiles whose team they are on; with job_profile_access, every profile, and may create and
 * delete them. Search by title, page; each opens on its participants.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PROFILE_OUTCOMES, type JobProfile, type ProfileOutcome } from '../../../contracts/job-profiles.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { InPlaceRead, useShownData } from '../../ui/staff-kit/in-place-read.tsx';
import { ListPager } from '../../ui/staff-kit/list-pager.tsx';
import { OutcomeChoices } from './outcome-choices.tsx';
import { createProfileWrite, deleteProfileWrite, profileListViewQueryOptions } from './job-profiles.queries.ts';
import { OUTCOME_LABELS, profileErrorText } from './profile-texts.ts';
import './job-profiles.css';

export function ProfileListScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Profiles`);
  const choice = useCompanyChoice();
  return (
    <section className="profiles" aria-labelledby="profiles-title">
      <h1 id="profiles-title" className="profiles__title">
        <Trans>Job profiles</Trans>
      </h1>
      <p className="profiles__muted">
        <Trans>
          A profile is a role you hire for again and again. Measure the people in it, and see what predicts who stays
          and who performs.
        </Trans>
      </p>
      <CompanyPicker id="profiles-company" choice={choice} />
      {choice.accountId !== undefined && <ProfileList key={choice.accountId} accountId={choice.accountId} />}
    </section>
  );
}

function ProfileList({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<JobProfile>();
  const searched = search.trim();
  const read = profileListViewQueryOptions(accountId, { page, search: searched });
  // Whether the person manages profiles, from the view shown (D488): the list reads in place.
  const [shown, setShown] = useShownData(read);
  const mayManage = shown?.profile_access === 1;

  // D506: a named write; its own error is the dialog's failure, cleared when it is sent again or reset on cancel.
  const removal = useMutation(deleteProfileWrite(queryClient));
  const remove = (profile: JobProfile) =>
    removal.mutate(profile, {
      onSuccess: () => {
        setDeleting(undefined);
        notify({ type: 'success', body: t`The profile ${profile.title} was deleted.` });
      },
    });

  return (
    <>
      <div className="profiles__toolbar">
        <TextField
          id="profiles-search"
          type="search"
          label={t`Search by title`}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        {mayManage && (
          <Button onClick={() => setCreating(true)}>
            <Trans>New profile</Trans>
          </Button>
        )}
      </div>
      <InPlaceRead read={read} mutedClassName="profiles__muted" onShown={setShown} textOf={profileErrorText}>
        {(data, { isBusy }) =>
          data.count === 0 ? (
            <p className="profiles__muted">
              {searched ? (
                <Trans>No profile matches this search.</Trans>
              ) : mayManage ? (
                <Trans>No profiles yet. Create the first one.</Trans>
              ) : (
                <Trans>You are on no profile's team yet.</Trans>
              )}
            </p>
          ) : (
            <>
              <ul className="profiles__list" aria-busy={isBusy}>
                {data.data.map((p) => (
                  <li key={p.job_id} className="profiles__item">
                    <div className="profiles__who">
                      <Link className="profiles__name" to="/jobdetails/participants" search={{ job_id: p.job_id }}>
                        {p.title}
                      </Link>
                      <p className="profiles__muted">
                        <Plural value={p.participant_count} one="# participant" other="# participants" />
                      </p>
                      {p.outcomes.length > 0 && (
                        <p className="profiles__muted">
                          <Trans>Outcomes: {p.outcomes.map((o) => i18n._(OUTCOME_LABELS[o])).join(', ')}</Trans>
                        </p>
                      )}
                    </div>
                    {mayManage && (
                      <div className="profiles__actions">
                        <Button
                          variant="secondary"
                          onClick={() => setDeleting(p)}
                          aria-label={t`Delete the profile ${p.title}`}
                        >
                          <Trans>Delete</Trans>
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
              <ListPager
                page={data.page}
                pageSize={data.page_size}
                count={data.count}
                onPage={setPage}
                noun="profiles"
              />
            </>
          )
        }
      </InPlaceRead>
      {creating && <CreateProfileDialog accountId={accountId} onClose={() => setCreating(false)} />}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        question={<Trans>Delete the profile {deleting?.title}?</Trans>}
        detail={<Trans>Its participants stay employees; they are only taken off this profile.</Trans>}
        confirmLabel={<Trans>Delete profile</Trans>}
        onCancel={() => {
          setDeleting(undefined);
          removal.reset();
        }}
        onConfirm={() => deleting && remove(deleting)}
        isBusy={removal.isPending}
        error={removal.error ? profileErrorText(removal.error) : undefined}
      />
    </>
  );
}

function CreateProfileDialog({ accountId, onClose }: { accountId: number; onClose(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [outcomes, setOutcomes] = useState<ProfileOutcome[]>(['turnover', 'performance_rating']);
  const [checked, setChecked] = useState(false);
  const titleError = checked && title.trim() === '' ? t`Enter the title of the role.` : undefined;

  // D506: a named write; its own error is the dialog's failure, cleared when it is sent again.
  const creation = useMutation(createProfileWrite(queryClient, accountId));

  const submit = () => {
    setChecked(true);
    if (title.trim() === '') return;
    creation.mutate(
      { title, description, outcomes: PROFILE_OUTCOMES.filter((o) => outcomes.includes(o)) },
      {
        onSuccess: (made) => {
          notify({ type: 'success', body: t`The profile ${made.title} was created.` });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      isOpen
      title={<Trans>New job profile</Trans>}
      submitLabel={<Trans>Create profile</Trans>}
      onCancel={onClose}
      onSubmit={submit}
      isBusy={creation.isPending}
      error={creation.error ? profileErrorText(creation.error) : undefined}
    >
      <TextField
        id="profile-title"
        label={t`Title of the role`}
        autoComplete="off"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={titleError}
      />
      <TextField
        id="profile-description"
        label={t`Description (optional)`}
        autoComplete="off"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <OutcomeChoices idPrefix="profile-new" value={outcomes} onChange={setOutcomes} />
    </FormDialog>
  );
}
