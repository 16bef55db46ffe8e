/**
 * /pathway/setup/pathway-jobs?job_id=: the roles a pathway leads to and what each weighs (staff
 * who may work on the pathway). A list like the onboarding forms screen; a role opens in the
 * editor; archive and delete ask first. A role employees have answered about can be archived
 * (it leaves new questionnaires, stays in their reports) but not deleted (D77).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { StaffPathwayRole } from '../../../contracts/pathway-roles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { reportLanguageOf } from './pathway-report.queries.ts';
import { PathwayRoleEditor } from './pathway-role-editor.tsx';
import { pathwayRolesQueryOptions, removePathwayRole, setPathwayRoleArchived } from './pathway-roles.queries.ts';
import './pathways.css';

type Editing = { role?: StaffPathwayRole } | undefined;
type Confirming = { action: 'archive' | 'delete'; role: StaffPathwayRole } | undefined;

export function PathwayRolesScreen({ jobId }: { jobId: number | undefined }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const roles = useQuery({
    ...pathwayRolesQueryOptions(jobId ?? 0, reportLanguageOf(i18n.locale)),
    enabled: jobId !== undefined,
  });
  useDocumentTitle(roles.data ? t`Pathway roles: ${roles.data.pathway_title}` : t`Pathway roles`);
  const [editing, setEditing] = useState<Editing>();
  const [confirming, setConfirming] = useState<Confirming>();
  const [confirmError, setConfirmError] = useState<string>();
  const change = useMutation({
    mutationFn: async ({ pathwayId, action, role }: NonNullable<Confirming> & { pathwayId: number }) => {
      if (action === 'archive') await setPathwayRoleArchived(queryClient, pathwayId, role.pathway_job_id, true);
      else await removePathwayRole(queryClient, pathwayId, role.pathway_job_id);
    },
    onSuccess: (_done, { action, role }) => {
      notify({
        type: 'success',
        body: action === 'archive' ? t`Role ${role.title} archived.` : t`Role ${role.title} deleted.`,
      });
      setConfirming(undefined);
    },
    onError: (error) => setConfirmError(errorText(error)),
  });
  const busy = change.isPending;

  if (jobId === undefined || (roles.isError && roles.error instanceof ApiError && roles.error.status === 404)) {
    return (
      <section className="pathway-roles" aria-labelledby="pathway-roles-title">
        <h1 id="pathway-roles-title" className="pathway-roles__title">
          <Trans>Pathway roles</Trans>
        </h1>
        <p>
          {jobId === undefined ? (
            <Trans>Choose a pathway to see its roles.</Trans>
          ) : (
            <Trans>This pathway does not exist or you do not have access to it.</Trans>
          )}
        </p>
        <Link to="/pathways">
          <Trans>Go to pathways</Trans>
        </Link>
      </section>
    );
  }

  const confirm = () => {
    if (!confirming || busy) return;
    change.mutate({ ...confirming, pathwayId: jobId });
  };
  const restore = async (role: StaffPathwayRole) => {
    try {
      await setPathwayRoleArchived(queryClient, jobId, role.pathway_job_id, false);
      notify({ type: 'success', body: t`Role ${role.title} restored.` });
    } catch (error) {
      notify({ type: 'error', body: errorText(error) });
    }
  };
  const ask = (action: 'archive' | 'delete', role: StaffPathwayRole) => {
    setConfirmError(undefined);
    setConfirming({ action, role });
  };

  const data = roles.data;
  const active = data?.roles.filter((r) => r.archived_at === null) ?? [];
  const archived = data?.roles.filter((r) => r.archived_at !== null) ?? [];

  const roleItem = (role: StaffPathwayRole) => {
    const isArchived = role.archived_at !== null;
    return (
      <li key={role.pathway_job_id} className="pathway-roles__item" data-role-id={role.pathway_job_id}>
        <div className="pathway-roles__item-text">
          <p className="pathway-roles__name">{role.title}</p>
          {role.description && <p className="pathway-roles__description">{role.description}</p>}
          <p className="pathway-report__muted">
            <Trans>Weighs:</Trans> {role.attributes.map((a) => `${a.name} ${i18n.number(a.weight)}`).join(' · ')}
          </p>
          <p className="pathway-report__muted">
            <Plural
              value={role.interest_answer_count}
              _0="No employee has answered about this role yet."
              one="# employee answered about this role."
              other="# employees answered about this role."
            />
          </p>
        </div>
        <div className="pathway-roles__item-actions">
          {!isArchived && (
            <Button
              id={`pathway-role-${role.pathway_job_id}-edit`}
              variant="secondary"
              onClick={() => setEditing({ role })}
            >
              <Trans>Edit</Trans>
              <span className="visually-hidden"> {role.title}</span>
            </Button>
          )}
          {isArchived ? (
            <Button
              id={`pathway-role-${role.pathway_job_id}-restore`}
              variant="secondary"
              onClick={() => void restore(role)}
            >
              <Trans>Restore</Trans>
              <span className="visually-hidden"> {role.title}</span>
            </Button>
          ) : (
            <Button
              id={`pathway-role-${role.pathway_job_id}-archive`}
              variant="secondary"
              onClick={() => ask('archive', role)}
            >
              <Trans>Archive</Trans>
              <span className="visually-hidden"> {role.title}</span>
            </Button>
          )}
          {role.interest_answer_count === 0 && (
            <Button
              id={`pathway-role-${role.pathway_job_id}-delete`}
              variant="secondary"
              onClick={() => ask('delete', role)}
            >
              <Trans>Delete</Trans>
              <span className="visually-hidden"> {role.title}</span>
            </Button>
          )}
        </div>
      </li>
    );
  };

  return (
    <section className="pathway-roles" aria-labelledby="pathway-roles-title">
      {data && <p className="pathway-report__muted">{data.pathway_title}</p>}
      <h1 id="pathway-roles-title" className="pathway-roles__title">
        <Trans>Pathway roles</Trans>
      </h1>
      <p className="pathway-roles__intro">
        <Trans>
          The roles this pathway leads to. Each role's fit with an employee is computed from the attributes it weighs;
          employees say in the career pathways questionnaire how interested they are in each role.
        </Trans>
      </p>
      {data && data.scored_employee_count > 0 && (
        <p className="pathway-report__muted">
          <Plural
            value={data.scored_employee_count}
            one="# employee on this pathway has measured results: changes to weights show in their report at once."
            other="# employees on this pathway have measured results: changes to weights show in their reports at once."
          />
        </p>
      )}
      {editing && data ? (
        <PathwayRoleEditor
          jobId={jobId}
          role={editing.role}
          options={data.attribute_options}
          otherTitles={active.filter((r) => r.pathway_job_id !== editing.role?.pathway_job_id).map((r) => r.title)}
          scoredEmployeeCount={data.scored_employee_count}
          onDone={() => setEditing(undefined)}
        />
      ) : data ? (
        <>
          <div className="pathway-roles__head">
            <h2 className="pathway-roles__subtitle">
              <Trans>Active roles</Trans>
            </h2>
            <Button id="pathway-roles-add" onClick={() => setEditing({})}>
              <Trans>Add a role</Trans>
            </Button>
          </div>
          {active.length === 0 ? (
            <p className="pathway-report__muted">
              <Trans>No roles yet. Add the roles this pathway leads to.</Trans>
            </p>
          ) : (
            <ul className="pathway-roles__list" id="pathway-roles-active">
              {active.map(roleItem)}
            </ul>
          )}
          {archived.length > 0 && (
            <>
              <h2 className="pathway-roles__subtitle" id="pathway-roles-archived-title">
                <Trans>Archived roles</Trans>
              </h2>
              <p className="pathway-report__muted">
                <Trans>Not asked about in new questionnaires; still shown to employees who answered about them.</Trans>
              </p>
              <ul className="pathway-roles__list" id="pathway-roles-archived">
                {archived.map(roleItem)}
              </ul>
            </>
          )}
        </>
      ) : roles.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{errorText(roles.error)}</p>
          <Button variant="secondary" onClick={() => void roles.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <p className="pathway-report__muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      <ConfirmDialog
        isOpen={confirming !== undefined}
        question={
          confirming?.action === 'delete' ? (
            <Trans context="pathway role">Delete the role {confirming.role.title}?</Trans>
          ) : confirming ? (
            <Trans>Archive the role {confirming.role.title}?</Trans>
          ) : null
        }
        detail={
          confirming?.action === 'delete' ? (
            <Trans>Its weights are deleted too. This cannot be undone.</Trans>
          ) : (
            <Trans>
              New questionnaires stop asking about it. Employees who answered about it keep it in their reports. You can
              restore it later.
            </Trans>
          )
        }
        confirmLabel={confirming?.action === 'delete' ? <Trans>Delete</Trans> : <Trans>Archive</Trans>}
        onCancel={() => setConfirming(undefined)}
        onConfirm={confirm}
        isBusy={busy}
        error={confirmError}
      />
    </section>
  );
}
