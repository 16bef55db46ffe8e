/**
 * /account/dashboard/custom: without dId, the custom dashboards the viewer sees and a form to make
 * one; with dId, that dashboard's charts in its order, under the shared filters. Its creator edits
 * it (name, charts, order, sharing) or deletes it; the others read it and may make a copy of
 * their own, which opens ready to change (decision D135).
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { ApiError, call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/custom-dashboards.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { ChartView } from './chart-views.tsx';
import { dashboardLabel } from './dashboard-catalog.ts';
import type { DashboardSearch } from './dashboard-search.ts';
import { customDashboardQuery, customDashboardsKey, customDashboardsQuery } from './dashboards.queries.ts';

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
  const list = useQuery(customDashboardsQuery(accountId));
  return (
    <div className="custom-dashboards">
      <section aria-labelledby="custom-dashboards-list">
        <h2 id="custom-dashboards-list" className="report-panel__title">
          <Trans>Your custom dashboards</Trans>
        </h2>
        {list.isError && (
          <p className="dashboard__error" role="alert">
            {errorText(list.error)}
          </p>
        )}
        {list.data && list.data.length === 0 && (
          <p className="dashboard__note">
            <Trans>No custom dashboard yet. Make one below from the charts you look at most.</Trans>
          </p>
        )}
        {list.data && list.data.length > 0 && (
          <ul className="custom-dashboards__list">
            {list.data.map((d) => (
              <li key={d.dashboard_id}>
                <Link to="/account/dashboard/custom" search={{ ...search, dId: d.dashboard_id }}>
                  {d.name}
                </Link>{' '}
                <Ownership dashboard={d} as="span" />
              </li>
            ))}
          </ul>
        )}
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

function OneCustomDashboard({
  accountId,
  dId,
  filter,
  employees,
  onOpen,
}: CustomDashboardScreenProps & { dId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(customDashboardQuery(dId));
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => call(api.deleteCustomDashboard, { params: { dashboardId: dId } }),
    onSuccess: async () => {
      setConfirming(false);
      queryClient.removeQueries({ queryKey: customDashboardQuery(dId).queryKey });
      await queryClient.invalidateQueries({ queryKey: customDashboardsKey(accountId) });
      onOpen(undefined);
    },
  });
  const copy = useMutation({
    mutationFn: (name: string) =>
      call(api.copyCustomDashboard, {
        params: { dashboardId: dId },
        body: { name: name.slice(0, CUSTOM_DASHBOARD_NAME_MAX) },
      }),
    onSuccess: async (made) => {
      queryClient.setQueryData(customDashboardQuery(made.dashboard_id).queryKey, made);
      await queryClient.invalidateQueries({ queryKey: customDashboardsKey(accountId) });
      onOpen(made.dashboard_id);
    },
  });
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <p className="dashboard__error" role="alert">
        {missing ? t`This dashboard does not exist, or its creator has not shared it.` : errorText(query.error)}
      </p>
    );
  }
  const d = query.data;
  if (!d) {
    return (
      <p className="dashboard__loading" role="status">
        <Trans>Loading the dashboard…</Trans>
      </p>
    );
  }
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
          <Button variant="secondary" isBusy={copy.isPending} onClick={() => copy.mutate(t`Copy of ${d.name}`)}>
            <Trans>Make a copy</Trans>
          </Button>
        )}
      </div>
      {copy.isError && (
        <p className="dashboard__error" role="alert">
          {errorText(copy.error)}
        </p>
      )}
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
        onConfirm={() => remove.mutate()}
        isBusy={remove.isPending}
        error={remove.isError ? errorText(remove.error) : undefined}
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
  const save = useMutation({
    mutationFn: (body: { name: string; charts: CustomDashboardChart[]; shared: boolean }) =>
      dashboard
        ? call(api.updateCustomDashboard, { params: { dashboardId: dashboard.dashboard_id }, body })
        : call(api.createCustomDashboard, { params: { accountId }, body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(customDashboardQuery(saved.dashboard_id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: customDashboardsKey(accountId) });
      onSaved(saved);
    },
  });

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
    save.mutate({ name: clean, charts, shared });
  };

  return (
    <form
      className="custom-dashboards__editor"
      onSubmit={submit}
      noValidate
      aria-label={dashboard ? t`Edit the dashboard` : t`New custom dashboard`}
    >
      {save.isError && (
        <p className="form-field__error" role="alert">
          {errorText(save.error)}
        </p>
      )}
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
