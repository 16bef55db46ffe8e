/**
 * /pathways: the company's pathways (any staff; the server lists every pathway to holders of
 * all_pathways_access, the ones whose team they are on to others). Search, "only my teams",
 * ordering and paging; "New pathway" (all_pathways_access) asks for a title and description and
 * opens the new pathway's details. Provider admins pick the company.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type PathwayListFilters, type PathwayOrdering } from '../../../contracts/pathway-setup.ts';
import { errorText } from '../../lib/error-text.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { Button } from '../../ui/form/button.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { ListControls, Pager } from '../../ui/list-controls.tsx';
import { InPlaceRead, useShownData } from '../../ui/staff-kit/in-place-read.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { createPathway, pathwayListQueryOptions, FIRST_PATHWAYS_VIEW } from './pathway-setup.queries.ts';
import './pathway-setup.css';

export function PathwayListScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Pathways`);
  const choice = useCompanyChoice();
  return (
    <section className="pathway-setup" aria-labelledby="pathways-title">
      <h1 id="pathways-title" className="pathway-setup__title">
        <Trans>Pathways</Trans>
      </h1>
      <CompanyPicker id="pathways-company" choice={choice} />
      {choice.accountId !== undefined && <PathwayList key={choice.accountId} accountId={choice.accountId} />}
    </section>
  );
}

function PathwayList({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<PathwayListFilters>(FIRST_PATHWAYS_VIEW);
  const [creating, setCreating] = useState(false);
  const searched = search.trim();
  // The route's loader brings the first view; the search, order and page chosen on the page are page state, read in
  // place (the previous page stays shown meanwhile, a failure shows where the list goes, D488).
  const read = pathwayListQueryOptions(accountId, {
    ...filters,
    ...(searched ? { search: searched } : {}),
  });
  // What the list says the person may do (create, filter to their teams), from the view shown (D488).
  const [shown, setShown] = useShownData(read);
  const change = (patch: Partial<PathwayListFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  return (
    <>
      {shown?.can_create && (
        <div className="pathway-setup__toolbar">
          <Button id="pathway-new" onClick={() => setCreating(true)}>
            <Trans>New pathway</Trans>
          </Button>
        </div>
      )}
      <div className="pathway-setup__filters">
        <ListControls
          idPrefix="pathways"
          searchLabel={t`Search by title`}
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setFilters((f) => ({ ...f, page: 1 }));
          }}
          ordering={filters.ordering}
          onOrdering={(value) => change({ ordering: value as PathwayOrdering })}
          orderings={[
            { value: 'title', label: t`Title, A to Z` },
            { value: '-title', label: t`Title, Z to A` },
            { value: '-created_at', label: t`Newest first` },
            { value: 'created_at', label: t`Oldest first` },
            { value: '-participant_count', label: t`Most participants first` },
          ]}
        />
        {shown?.can_create && (
          <label className="pathway-setup__check">
            <input
              id="pathways-mine"
              type="checkbox"
              checked={filters.team === 'mine'}
              onChange={(e) => change({ team: e.target.checked ? 'mine' : undefined })}
            />
            <Trans>Only pathways whose team I am on</Trans>
          </label>
        )}
      </div>
      <InPlaceRead read={read} mutedClassName="pathway-setup__muted" onShown={setShown}>
        {(data, { isBusy }) =>
          data.count === 0 ? (
            <p className="pathway-setup__muted">
              {data.can_create ? (
                <Trans>No pathway matches. Create one with New pathway.</Trans>
              ) : (
                <Trans>You are not on the team of any pathway yet.</Trans>
              )}
            </p>
          ) : (
            <>
              <ul className="pathway-setup__list" aria-label={t`Pathways`} aria-busy={isBusy}>
                {data.data.map((p) => (
                  <li key={p.job_id} className="pathway-setup__item" data-pathway-id={p.job_id}>
                    <div className="pathway-setup__who">
                      <p className="pathway-setup__name">
                        <Link to="/pathway/participants" search={{ job_id: p.job_id }}>
                          {p.title}
                        </Link>
                        {p.is_team_member && (
                          <span className="pathway-setup__badge">
                            <Trans>My team</Trans>
                          </span>
                        )}
                      </p>
                      {p.description && <p className="pathway-setup__muted pathway-setup__clamp">{p.description}</p>}
                      <p className="pathway-setup__muted">
                        <Plural
                          value={p.participant_count}
                          _0="No participants"
                          one="# participant"
                          other="# participants"
                        />
                        {' · '}
                        <Plural value={p.completed_count} _0="none complete" one="# complete" other="# complete" />
                        {' · '}
                        <Plural value={p.activity_count} _0="no activities yet" one="# activity" other="# activities" />
                        {' · '}
                        <Plural value={p.role_count} _0="no roles yet" one="# role" other="# roles" />
                      </p>
                      <p className="pathway-setup__muted">
                        <Trans>Created {i18n.date(new Date(p.created_at), { dateStyle: 'medium' })}</Trans>
                      </p>
                    </div>
                    <div className="pathway-setup__actions">
                      <Link
                        className="button button--secondary"
                        to="/pathway/setup/details"
                        search={{ job_id: p.job_id }}
                      >
                        <Trans>Setup</Trans>
                        <span className="visually-hidden"> {p.title}</span>
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="pathway-setup__muted" aria-live="polite">
                <Plural value={data.count} one="# pathway" other="# pathways" />
              </p>
              <Pager
                page={data.page}
                pageSize={data.page_size}
                count={data.count}
                onPage={(page) => setFilters((f) => ({ ...f, page }))}
              />
            </>
          )
        }
      </InPlaceRead>
      {creating && <NewPathwayDialog accountId={accountId} onClose={() => setCreating(false)} />}
    </>
  );
}

function NewPathwayDialog({ accountId, onClose }: { accountId: number; onClose(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const [titleError, setTitleError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!title.trim()) {
      setTitleError(t`Enter a title.`);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const made = await createPathway(queryClient, accountId, {
        title: title.trim(),
        description: description.trim(),
      });
      await navigate({ to: '/pathway/setup/details', search: { job_id: made.job_id } });
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };
  return (
    <FormDialog
      isOpen
      title={<Trans>New pathway</Trans>}
      submitLabel={<Trans>Create pathway</Trans>}
      onCancel={onClose}
      onSubmit={() => void submit()}
      isBusy={busy}
      error={error}
    >
      <TextField
        id="pathway-new-title"
        label={t`Title`}
        value={title}
        maxLength={200}
        error={titleError}
        onChange={(e) => setTitle(e.target.value)}
        required
      />
      <div className="form-field">
        <label className="form-field__label" htmlFor="pathway-new-description">
          <Trans>Description</Trans>
        </label>
        <textarea
          id="pathway-new-description"
          className="form-field__input"
          rows={4}
          maxLength={5000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <p className="pathway-setup__muted">
        <Trans>It starts with an empty evaluation plan and no roles; you add them in its setup.</Trans>
      </p>
    </FormDialog>
  );
}
