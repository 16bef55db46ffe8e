/**
 * The requisition's Hiring Classes tab: classes soonest first with their seats, a form for a new
 * one, and per class its members, the hires still in no class to add, close or reopen, delete.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  HIRING_CLASS_PAGE_SIZE,
  HIRING_CLASS_STATUSES,
  type HiringClass,
  type HiringClassPage,
  type HiringClassStatus,
} from '../../../contracts/hiring-classes.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useCreateForm } from '../../ui/form/use-create-form.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { classProblems, emptyClass, toClassBody, type ClassField, type ClassValues } from './hiring-class-form.ts';
import { fieldError, hiringClassErrorText } from './hiring-class-texts.ts';
import {
  addMember,
  createClass,
  deleteClass,
  hiringClassesQuery,
  membersQuery,
  removeMember,
  updateClass,
} from './hiring-classes.queries.ts';
import './hiring-classes.css';

function NewClassForm({ jobId }: { jobId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const {
    values,
    set,
    problems,
    serverError: refusal,
    isBusy: busy,
    submit: send,
  } = useCreateForm<ClassValues, ClassField>(emptyClass, classProblems);
  const errorOf = (field: ClassField) => problems[field] ?? fieldError(refusal, field);
  const submit = () => send((typed) => createClass(queryClient, jobId, toClassBody(typed)));
  return (
    <form
      className="hiring-classes__panel"
      noValidate
      aria-labelledby="new-class-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="new-class-title" className="hiring-classes__subtitle">
        <Trans>New class</Trans>
      </h3>
      {refusal !== undefined &&
        !fieldError(refusal, 'name') &&
        !fieldError(refusal, 'starts_on') &&
        !fieldError(refusal, 'seats') && (
          <p className="notice notice--error" role="alert">
            {hiringClassErrorText(refusal)}
          </p>
        )}
      <div className="hiring-classes__fields">
        <TextField
          id="class-name"
          label={t`Name`}
          autoComplete="off"
          maxLength={200}
          value={values.name}
          onChange={set('name')}
          error={errorOf('name')}
        />
        <TextField
          id="class-starts"
          type="date"
          label={t`Starts on`}
          value={values.starts_on}
          onChange={set('starts_on')}
          error={errorOf('starts_on')}
        />
        <TextField
          id="class-seats"
          inputMode="numeric"
          label={t`Seats`}
          hint={t`Leave empty for no limit.`}
          value={values.seats}
          onChange={set('seats')}
          error={errorOf('seats')}
        />
      </div>
      <Button type="submit" isBusy={busy} busyLabel={t`Creating the class…`}>
        <Trans>Create the class</Trans>
      </Button>
    </form>
  );
}

function Members({ hiringClass, waiting }: { hiringClass: HiringClass; waiting: HiringClassPage['unassigned_hires'] }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const members = useQuery(membersQuery(hiringClass.hiring_class_id));
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  // Adding and removing share one state: the last one's failure shows above the members.
  const change = useMutation({ mutationFn: (action: () => Promise<void>) => action() });
  return (
    <div className="hiring-classes__members">
      {change.isError && (
        <p className="notice notice--error" role="alert">
          {hiringClassErrorText(change.error)}
        </p>
      )}
      {members.isError && <p role="alert">{errorText(members.error)}</p>}
      {members.data?.length === 0 && (
        <p className="hiring-classes__muted">
          <Trans>No one is in this class yet.</Trans>
        </p>
      )}
      <ul className="hiring-classes__member-list">
        {members.data?.map((m) => (
          <li key={m.ref_id}>
            <span>
              {m.name} <span className="hiring-classes__muted">{m.email}</span>
            </span>
            <Button
              variant="secondary"
              onClick={() => change.mutate(() => removeMember(queryClient, hiringClass.hiring_class_id, m.ref_id))}
            >
              <Trans>Remove</Trans>
              <span className="visually-hidden">: {m.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      {waiting.length > 0 && hiringClass.status === 'open' && (
        <div className="hiring-classes__add">
          <FormField id={selectId} label={t`Add a hire`}>
            {(a11y) => (
              <select
                id={selectId}
                className="form-field__input"
                value={chosen}
                onChange={(e) => setChosen(e.target.value)}
                {...a11y}
              >
                <option value="">{t`Choose someone hired and in no class`}</option>
                {waiting.map((h) => (
                  <option key={h.ref_id} value={h.ref_id}>
                    {h.hired_at ? t`${h.name}, hired ${i18n.date(h.hired_at, { dateStyle: 'medium' })}` : h.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <Button
            variant="secondary"
            disabled={chosen === ''}
            onClick={() =>
              change.mutate(async () => {
                await addMember(queryClient, hiringClass.hiring_class_id, chosen);
                setChosen('');
              })
            }
          >
            <Trans>Add to the class</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

function ClassItem({
  hiringClass,
  waiting,
}: {
  hiringClass: HiringClass;
  waiting: HiringClassPage['unassigned_hires'];
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<unknown>();
  const starts = i18n.date(`${hiringClass.starts_on}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const seats =
    hiringClass.seats === null
      ? t`${hiringClass.members} members, no seat limit`
      : t`${hiringClass.members} of ${hiringClass.seats} seats taken`;
  const toggleStatus = async () => {
    setProblem(undefined);
    try {
      await updateClass(queryClient, hiringClass.hiring_class_id, {
        status: hiringClass.status === 'open' ? 'closed' : 'open',
      });
    } catch (error) {
      setProblem(error);
    }
  };
  return (
    <li className="hiring-classes__item">
      <div className="hiring-classes__head">
        <div>
          <h3 className="hiring-classes__name">{hiringClass.name}</h3>
          <p className="hiring-classes__muted">
            {t`Starts ${starts}`} · {seats} · {hiringClass.status === 'open' ? t`Open` : t`Closed`}
          </p>
        </div>
        <div className="hiring-classes__actions">
          <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? <Trans>Hide members</Trans> : <Trans>Members</Trans>}
            <span className="visually-hidden">: {hiringClass.name}</span>
          </Button>
          <Button variant="secondary" onClick={() => void toggleStatus()}>
            {hiringClass.status === 'open' ? <Trans>Close the class</Trans> : <Trans>Reopen the class</Trans>}
            <span className="visually-hidden">: {hiringClass.name}</span>
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
            <span className="visually-hidden">: {hiringClass.name}</span>
          </Button>
        </div>
      </div>
      {problem !== undefined && (
        <p className="notice notice--error" role="alert">
          {hiringClassErrorText(problem)}
        </p>
      )}
      {open && <Members hiringClass={hiringClass} waiting={waiting} />}
      <ConfirmDialog
        isOpen={confirming}
        question={t`Delete the class ${hiringClass.name}?`}
        detail={t`Its members stay hired; they are just no longer in a class.`}
        confirmLabel={t`Delete the class`}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void deleteClass(queryClient, hiringClass.hiring_class_id)
            .then(() => setConfirming(false))
            .catch((error: unknown) => {
              setConfirming(false);
              setProblem(error);
            })
        }
      />
    </li>
  );
}

export function HiringClassesScreen({ jobId }: { jobId: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`Hiring classes`);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<HiringClassStatus | ''>('');
  const [page, setPage] = useState(1);
  const filters = { page, ...(search.trim() ? { search: search.trim() } : {}), ...(status ? { status } : {}) };
  // The route's loader brings the first view; the search, status and page chosen on the page are page state, fetched here
  // (the previous page stays shown meanwhile).
  const list = useQuery(hiringClassesQuery(jobId, filters));
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / HIRING_CLASS_PAGE_SIZE));
  const waiting = list.data?.unassigned_hires ?? [];
  return (
    <section aria-labelledby="hiring-classes-title" className="hiring-classes">
      <h2 id="hiring-classes-title" className="hiring-classes__title">
        <Trans>Hiring classes</Trans>
      </h2>
      <p className="hiring-classes__muted">
        <Trans>
          Group the people you hire into classes that start together, such as a training class or an opening crew.
        </Trans>{' '}
        {list.data && t`Hired and in no class yet: ${waiting.length}.`}
      </p>
      <NewClassForm jobId={jobId} />
      <div className="hiring-classes__filters">
        <TextField
          id="class-search"
          type="search"
          label={t`Search classes`}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <FormField id="class-status" label={t`Status`}>
          {(a11y) => (
            <select
              id="class-status"
              className="form-field__input"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as HiringClassStatus | '');
                setPage(1);
              }}
              {...a11y}
            >
              <option value="">{t`All`}</option>
              {HIRING_CLASS_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s === 'open' ? t`Open` : t`Closed`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {list.isError && (
        <p className="notice notice--error" role="alert">
          {errorText(list.error)}
        </p>
      )}
      {list.isSuccess && list.data.data.length === 0 && (
        <p className="hiring-classes__muted">
          <Trans>No hiring class matches.</Trans>
        </p>
      )}
      <ul className="hiring-classes__list">
        {list.data?.data.map((c) => (
          <ClassItem key={c.hiring_class_id} hiringClass={c} waiting={waiting} />
        ))}
      </ul>
      {pages > 1 && (
        <nav className="hiring-classes__pager" aria-label={t`Class pages`}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Previous</Trans>
          </Button>
          <span>{t`Page ${page} of ${pages}`}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <Trans>Next</Trans>
          </Button>
        </nav>
      )}
    </section>
  );
}
