/**
 * /account/dashboard/custom: without dId, the custom dashboards the viewer sees and a form to make
 * one; with dId, that dashboard's charts in its order, under the shared filters. Its creator edits
 * it (name, charts, order, sharing) or deletes it; the others read it and may make a copy of
 * their own, which opens ready to change (decision D135).
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportFilter } from '../../../contracts/analytics.ts';
import {
  CUSTOM_DASHBOARD_CHARTS,
  CUSTOM_DASHBOARD_CHARTS_MAX,
  CUSTOM_DASHBOARD_NAME_MAX,
  type CustomDashboard,
  type CustomDashboardChart,
} from '../../../contracts/custom-dashboards.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { WriteFailure } from '../../ui/staff-kit/write-failure.tsx';
import { ChartView } from './chart-views.tsx';
import { dashboardLabel } from './dashboard-catalog.ts';
import type { DashboardSearch } from './dashboard-search.ts';
import {
  copyCustomDashboardWrite,
  customDashboardQuery,
  customDashboardsQuery,
  deleteCustomDashboardWrite,
  saveCustomDashboardWrite,
} from './dashboards.queries.ts';

export interface CustomDashboardScreenProps {
  accountId: number;
  dId: number | undefined;
  filter: ReportFilter;
  employees: ReportFilter;
  /** The filters to keep on links to another custom dashboard. */
  search: DashboardSearch;
  /** Show this dashboard (undefined: the list). */
  onOpen(dId: number | undefined): void;
}

export function CustomDashboardScreen(props: CustomDashboardScreenProps) {
  return props.dId === undefined ? (
    <CustomDashboardList {...props} />
  ) : (
    <OneCustomDashboard {...props} dId={props.dId} />
  );
}

function CustomDashboardList({ accountId, search, onOpen }: CustomDashboardScreenProps) {
  return (
    <div className="custom-dashboards">
      <section aria-labelledby="custom-dashboards-list">
        <h2 id="custom-dashboards-list" className="report-panel__title">
          <Trans>Your custom dashboards</Trans>
        </h2>
        <InPlaceRead read={customDashboardsQuery(accountId)} mutedClassName="dashboard__note">
          {(list) =>
            list.length === 0 ? (
              <p className="dashboard__note">
                <Trans>No custom dashboard yet. Make one below from the charts you look at most.</Trans>
              </p>
            ) : (
              <ul className="custom-dashboards__list">
                {list.map((d) => (
                  <li key={d.dashboard_id}>
                    <Link to="/account/dashboard/custom" search={{ ...search, dId: d.dashboard_id }}>
                      {d.name}
                    </Link>{' '}
                    <Ownership dashboard={d} as="span" />
                  </li>
                ))}
              </ul>
            )
          }
        </InPlaceRead>
      </section>
      <section aria-labelledby="custom-dashboards-new">
        <h2 id="custom-dashboards-new" className="report-panel__title">
          <Trans>Make a custom dashboard</Trans>
        </h2>
        <DashboardEditor accountId={accountId} onSaved={(d) => onOpen(d.dashboard_id)} />
      </section>
    </div>
  );
}

function Ownership({ dashboard: d, as: Tag }: { dashboard: CustomDashboard; as: 'p' | 'span' }) {
  const { t } = useLingui();
  const name = d.created_by_name;
  return (
    <Tag className="custom-dashboards__meta">
      {d.mine ? (d.shared ? t`Yours, shared with the company` : t`Yours, only you see it`) : t`Shared by ${name}`}
    </Tag>
  );
}

/** One dashboard, read in place (D488): "Loading the dashboard…", or why it cannot be shown with "Try again". */
function OneCustomDashboard(props: CustomDashboardScreenProps & { dId: number }) {
  const { t } = useLingui();
  const textOf = (error: unknown) =>
    error instanceof ApiError && error.status === 404
      ? t`This dashboard does not exist, or its creator has not shared it.`
      : errorText(error);
  return (
    <InPlaceRead
      read={customDashboardQuery(props.dId)}
      mutedClassName="dashboard__loading"
      loadingText={<Trans>Loading the dashboard…</Trans>}
      textOf={textOf}
    >
      {(d) => <CustomDashboardShown {...props} d={d} />}
    </InPlaceRead>
  );
}

function CustomDashboardShown({
  accountId,
  dId,
  d,
  filter,
  employees,
  onOpen,
}: CustomDashboardScreenProps & { dId: number; d: CustomDashboard }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // D506: named writes; the copy's failure is said beside its button, the deletion's in its dialog.
  const remove = useMutation(deleteCustomDashboardWrite(queryClient, accountId, dId));
  const copy = useMutation(copyCustomDashboardWrite(queryClient, accountId, dId));
  const deleteIt = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        onOpen(undefined);
      },
    });
  const copyIt = () =>
    copy.mutate(t`Copy of ${d.name}`.slice(0, CUSTOM_DASHBOARD_NAME_MAX), {
      onSuccess: (made) => onOpen(made.dashboard_id),
    });
  return (
    <div className="custom-dashboards">
      <div className="custom-dashboards__bar">
        <Ownership dashboard={d} as="p" />
        {d.mine && !editing && (
          <>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Trans>Edit dashboard</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <Trans>Delete dashboard</Trans>
            </Button>
          </>
        )}
        {!d.mine && (
          <Button variant="secondary" isBusy={copy.isPending} onClick={copyIt}>
            <Trans>Make a copy</Trans>
          </Button>
        )}
      </div>
      <WriteFailure write={copy} className="dashboard__error" />
      {editing && (
        <DashboardEditor
          accountId={accountId}
          dashboard={d}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      )}
      {d.charts.map((chart) => (
        <section key={chart} className="custom-dashboards__chart" aria-labelledby={`custom-chart-${chart}`}>
          <h2 id={`custom-chart-${chart}`} className="dashboard__group-title">
            {i18n._(dashboardLabel(chart))}
          </h2>
          <ChartView chart={chart} accountId={accountId} filter={filter} employees={employees} />
        </section>
      ))}
      <ConfirmDialog
        isOpen={confirming}
        question={t`Delete the dashboard ${d.name}?`}
        detail={
          d.shared ? (
            <Trans>Everyone it is shared with loses it too. The reports themselves stay.</Trans>
          ) : (
            <Trans>The reports themselves stay.</Trans>
          )
        }
        confirmLabel={<Trans>Delete</Trans>}
        onCancel={() => setConfirming(false)}
        onConfirm={deleteIt}
        isBusy={remove.isPending}
        error={remove.error ? errorText(remove.error) : undefined}
      />
    </div>
  );
}

interface EditorProps {
  accountId: number;
  dashboard?: CustomDashboard;
  onSaved(dashboard: CustomDashboard): void;
  onCancel?(): void;
}

function DashboardEditor({ accountId, dashboard, onSaved, onCancel }: EditorProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const formId = useId();
  const [name, setName] = useState(dashboard?.name ?? '');
  const [shared, setShared] = useState(dashboard?.shared ?? false);
  const [charts, setCharts] = useState<CustomDashboardChart[]>(dashboard?.charts ?? []);
  const remaining = CUSTOM_DASHBOARD_CHARTS.filter((c) => !charts.includes(c));
  const [adding, setAdding] = useState<CustomDashboardChart | ''>('');
  const [errors, setErrors] = useState<{ name?: string; charts?: string }>({});
  const label = (c: CustomDashboardChart) => i18n._(dashboardLabel(c));
  const save = useMutation(saveCustomDashboardWrite(queryClient, accountId, dashboard?.dashboard_id));

  const move = (index: number, by: -1 | 1) =>
    setCharts((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const add = () => {
    const chart = adding || remaining[0];
    if (!chart) return;
    if (charts.length >= CUSTOM_DASHBOARD_CHARTS_MAX)
      return setErrors((e) => ({ ...e, charts: t`A dashboard holds at most ${CUSTOM_DASHBOARD_CHARTS_MAX} charts.` }));
    setCharts((list) => [...list, chart]);
    setAdding('');
    setErrors((e) => ({ ...e, charts: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = name.trim();
    const found: typeof errors = {};
    if (clean === '') found.name = t`Enter a name for the dashboard.`;
    else if (clean.length > CUSTOM_DASHBOARD_NAME_MAX)
      found.name = t`A name can be at most ${CUSTOM_DASHBOARD_NAME_MAX} characters.`;
    if (charts.length === 0) found.charts = t`Add at least one chart.`;
    setErrors(found);
    if (found.name || found.charts) return;
    save.mutate({ name: clean, charts, shared }, { onSuccess: onSaved });
  };

  return (
    <form
      className="custom-dashboards__editor"
      onSubmit={submit}
      noValidate
      aria-label={dashboard ? t`Edit the dashboard` : t`New custom dashboard`}
    >
      <WriteFailure write={save} className="form-field__error" />
      <FormField id={`${formId}-name`} label={t`Name`} error={errors.name}>
        {(a11y) => (
          <input
            id={`${formId}-name`}
            className="form-field__input"
            value={name}
            maxLength={CUSTOM_DASHBOARD_NAME_MAX + 20}
            onChange={(e) => setName(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
      <fieldset
        className="custom-dashboards__charts"
        aria-describedby={errors.charts ? `${formId}-charts-error` : undefined}
      >
        <legend>
          <Trans>Charts, in the order they are shown</Trans>
        </legend>
        {errors.charts && (
          <p id={`${formId}-charts-error`} className="form-field__error" role="alert">
            {errors.charts}
          </p>
        )}
        {charts.length === 0 ? (
          <p className="dashboard__note">
            <Trans>No chart yet.</Trans>
          </p>
        ) : (
          <ol className="custom-dashboards__chosen">
            {charts.map((c, i) => (
              <li key={c}>
                <span className="custom-dashboards__chart-name">{label(c)}</span>
                <span className="custom-dashboards__moves">
                  <Button variant="secondary" disabled={i === 0} onClick={() => move(i, -1)}>
                    <Trans>Up</Trans>
                    <span className="visually-hidden">: {label(c)}</span>
                  </Button>
                  <Button variant="secondary" disabled={i === charts.length - 1} onClick={() => move(i, 1)}>
                    <Trans>Down</Trans>
                    <span className="visually-hidden">: {label(c)}</span>
                  </Button>
                  <Button variant="secondary" onClick={() => setCharts((list) => list.filter((x) => x !== c))}>
                    <Trans>Remove</Trans>
                    <span className="visually-hidden">: {label(c)}</span>
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        )}
        {remaining.length > 0 && (
          <div className="custom-dashboards__add">
            <FormField id={`${formId}-add`} label={t`Chart to add`}>
              {(a11y) => (
                <select
                  id={`${formId}-add`}
                  className="form-field__input"
                  value={adding || remaining[0]}
                  onChange={(e) => setAdding(e.target.value as CustomDashboardChart)}
                  {...a11y}
                >
                  {remaining.map((c) => (
                    <option key={c} value={c}>
                      {label(c)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <Button variant="secondary" onClick={add}>
              <Trans>Add chart</Trans>
            </Button>
          </div>
        )}
      </fieldset>
      <label className="custom-dashboards__share">
        <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
        <Trans>Share with everyone in the company who reads dashboards (they can view it, not change it)</Trans>
      </label>
      <div className="custom-dashboards__actions">
        <Button type="submit" isBusy={save.isPending}>
          {dashboard ? <Trans>Save dashboard</Trans> : <Trans>Create dashboard</Trans>}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
