/**
 * The company's embedded BI dashboards (D235) under "BI dashboards" on /settings/integrations: add,
 * change and remove them. The secret key is write-only: the page never receives it, and an empty
 * field when changing one keeps the stored key.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BiEmbed, BiEmbedScope } from '../../../contracts/bi-embeds.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { biEmbedSettingsQuery, removeBiEmbed, saveBiEmbed } from './bi-embeds.queries.ts';

export function BiEmbedSettings({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // In place: a failed read leaves the rest of the integrations page.
  const embeds = useQuery(biEmbedSettingsQuery(accountId));
  const [editing, setEditing] = useState<BiEmbed | 'new'>();
  const remove = useMutation({
    mutationFn: (embed: BiEmbed) => removeBiEmbed(queryClient, accountId, embed.embed_id),
    onSuccess: () => notify({ type: 'success', body: t`The embedded dashboard is removed.` }),
    onError: (e) => notify({ type: 'error', body: errorText(e) }),
  });
  return (
    <section className="integrations-kind__settings" aria-labelledby={`bi-embeds-${accountId}`}>
      <h3 id={`bi-embeds-${accountId}`}>
        <Trans>Embedded dashboards</Trans>
      </h3>
      <p className="company-list__muted">
        <Trans>
          Dashboards from your Metabase server, shown beside the built-in ones. Turn on static embedding for each
          dashboard in Metabase, lock its account_id parameter (and job_id for a requisition dashboard), and copy the
          embedding secret key here.
        </Trans>
      </p>
      {embeds.isError && (
        <p role="alert">
          <Trans>The embedded dashboards could not be read.</Trans>{' '}
          <Button variant="secondary" onClick={() => void embeds.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      )}
      {embeds.data && embeds.data.length > 0 && (
        <ul className="bi-embeds">
          {embeds.data.map((embed) =>
            editing !== 'new' && editing?.embed_id === embed.embed_id ? (
              <li key={embed.embed_id}>
                <BiEmbedForm accountId={accountId} embed={embed} onDone={() => setEditing(undefined)} />
              </li>
            ) : (
              <li key={embed.embed_id} className="bi-embeds__item">
                <span className="bi-embeds__name">{embed.name}</span>{' '}
                <span className="company-list__muted">
                  {embed.scope === 'company' ? t`Company dashboard` : t`Requisition dashboard`} · {embed.site_url} ·{' '}
                  <Trans>dashboard {embed.dashboard}</Trans>
                </span>
                {embed.status === 'failing' && <span className="integrations-kind__reason"> {embed.last_error}</span>}{' '}
                <Button variant="secondary" onClick={() => setEditing(embed)}>
                  <Trans>Edit</Trans>
                  <span className="visually-hidden"> {embed.name}</span>
                </Button>{' '}
                <Button
                  variant="secondary"
                  isBusy={remove.isPending && remove.variables?.embed_id === embed.embed_id}
                  busyLabel={<Trans>Removing…</Trans>}
                  onClick={() => {
                    if (window.confirm(t`Remove the embedded dashboard ${embed.name}?`)) remove.mutate(embed);
                  }}
                >
                  <Trans>Remove</Trans>
                  <span className="visually-hidden"> {embed.name}</span>
                </Button>
              </li>
            ),
          )}
        </ul>
      )}
      {editing === 'new' ? (
        <BiEmbedForm accountId={accountId} onDone={() => setEditing(undefined)} />
      ) : (
        embeds.data && (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            <Trans>Add an embedded dashboard</Trans>
          </Button>
        )
      )}
    </section>
  );
}

interface Draft {
  name: string;
  site_url: string;
  dashboard: string;
  scope: BiEmbedScope;
  secret: string;
}

export function BiEmbedForm({ accountId, embed, onDone }: { accountId: number; embed?: BiEmbed; onDone(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({
    name: embed?.name ?? '',
    site_url: embed?.site_url ?? '',
    dashboard: embed ? String(embed.dashboard) : '',
    scope: embed?.scope ?? 'company',
    // Write-only: the stored key is never sent to the page.
    secret: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      saveBiEmbed(queryClient, accountId, embed?.embed_id, {
        name: draft.name,
        site_url: draft.site_url,
        dashboard: Number(draft.dashboard),
        scope: draft.scope,
        secret: draft.secret,
      }),
    onSuccess: () => {
      notify({ type: 'success', body: t`The embedded dashboard is saved.` });
      onDone();
    },
    onError: (e) => {
      const fields = fieldErrorTexts(e);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify({ type: 'error', body: errorText(e) });
    },
  });
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const id = `bi-embed-${embed?.embed_id ?? 'new'}`;
  return (
    <form
      className="bi-embed-form"
      noValidate
      aria-label={embed ? t`Change ${embed.name}` : t`New embedded dashboard`}
      onSubmit={(e) => {
        e.preventDefault();
        const found: Record<string, string> = {};
        if (draft.name.trim() === '') found.name = t`Enter a name for the dashboard.`;
        if (!/^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/i.test(draft.site_url.trim()))
          found.site_url = t`Enter the BI server’s address, starting with https:// or http://.`;
        if (!/^[1-9]\d{0,8}$/.test(draft.dashboard.trim()))
          found.dashboard = t`Enter the dashboard’s number on the BI server (1 or more).`;
        if (!embed && draft.secret.trim() === '') found.secret = t`Enter the embedding secret key from the BI server.`;
        setErrors(found);
        if (Object.keys(found).length === 0) save.mutate();
      }}
    >
      <TextField
        id={`${id}-name`}
        label={t`Name`}
        value={draft.name}
        error={errors.name}
        maxLength={80}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        id={`${id}-site`}
        type="url"
        label={t`Metabase address`}
        hint={t`For example https://metabase.example.com`}
        value={draft.site_url}
        error={errors.site_url}
        onChange={(e) => set({ site_url: e.target.value })}
      />
      <TextField
        id={`${id}-dashboard`}
        inputMode="numeric"
        label={t`Dashboard number`}
        hint={t`The number in the dashboard’s address in Metabase, after /dashboard/.`}
        value={draft.dashboard}
        error={errors.dashboard}
        onChange={(e) => set({ dashboard: e.target.value })}
      />
      <SelectField
        id={`${id}-scope`}
        label={t`Shown`}
        value={draft.scope}
        onChange={(value) => set({ scope: value as BiEmbedScope })}
        options={[
          { value: 'company', label: t`With the company’s dashboards` },
          { value: 'requisition', label: t`With each requisition’s dashboards` },
        ]}
      />
      <PasswordField
        id={`${id}-secret`}
        label={t`Embedding secret key`}
        hint={
          embed
            ? t`A key is stored and never shown. Leave empty to keep it, or enter a new one.`
            : t`From Metabase: Admin settings, Embedding, Static embedding.`
        }
        autoComplete="off"
        value={draft.secret}
        error={errors.secret}
        onChange={(e) => set({ secret: e.target.value })}
      />
      {errors.scope && <p role="alert">{errors.scope}</p>}
      <div className="bi-embed-form__actions">
        <Button type="submit" isBusy={save.isPending} busyLabel={<Trans>Saving…</Trans>}>
          <Trans>Save dashboard</Trans>
        </Button>{' '}
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
