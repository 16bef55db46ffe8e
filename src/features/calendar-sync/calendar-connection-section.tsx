/**
 * The interviewer's own calendar (D209), on their profile: connect a CalDAV calendar (server
 * address, user name, password or app token), test it (the calendars found, or the server's own
 * reason), disconnect. The password is never shown again: the field stays empty and an empty
 * field keeps the saved one.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CalendarConnection, CalendarTest } from '../../../contracts/calendar-sync.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { disconnectCalendar, myCalendarQueryOptions, saveCalendar, testCalendar } from './calendar-sync.queries.ts';
import { calendarFieldText } from './calendar-texts.ts';
import './calendar-sync.css';

export function CalendarConnectionSection() {
  const query = useQuery(myCalendarQueryOptions());
  return (
    <section className="calendar-sync" aria-labelledby="calendar-sync-title">
      <h2 id="calendar-sync-title" className="booking__subtitle">
        <Trans>My calendar</Trans>
      </h2>
      <p className="scheduling-muted">
        <Trans>
          Connect your calendar (CalDAV, for example Nextcloud, Fastmail or iCloud with an app password): times you are
          busy there are not offered to candidates, and your interviews are written into it. Without one, your
          availability here decides and invitations come by mail.
        </Trans>
      </p>
      {query.isError && (
        <p className="scheduling-alert" role="alert">
          {errorText(query.error)}
        </p>
      )}
      {query.data && <ConnectionForm key={String(query.data.connected)} connection={query.data} />}
    </section>
  );
}

function ConnectionState({ connection, test }: { connection: CalendarConnection; test?: CalendarTest }) {
  if (!connection.connected) return null;
  return (
    <div className="calendar-sync__state" data-state={connection.status} role="status">
      {connection.status === 'connected' && (
        <p>
          <Trans>Connected.</Trans>{' '}
          {test?.ok && test.calendars.length > 0 ? (
            <Trans>Calendars found: {test.calendars.map((c) => c.display_name).join(', ')}.</Trans>
          ) : connection.calendar_name ? (
            <Trans>Interviews are written to “{connection.calendar_name}”.</Trans>
          ) : null}
        </p>
      )}
      {connection.status === 'failing' && (
        <p>
          <Trans>The calendar server refused or did not answer:</Trans>{' '}
          <span className="calendar-sync__reason">{connection.last_error}</span>
        </p>
      )}
      {connection.status === 'unchecked' && (
        <p>
          <Trans>Not tested yet.</Trans>
        </p>
      )}
      {connection.failing_events > 0 && (
        <p>
          <Plural
            value={connection.failing_events}
            one="# interview could not be written to your calendar yet; Assay keeps trying."
            other="# interviews could not be written to your calendar yet; Assay keeps trying."
          />
        </p>
      )}
    </div>
  );
}

function ConnectionForm({ connection }: { connection: CalendarConnection }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({
    server_url: connection.server_url,
    username: connection.username,
    password: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [lastTest, setLastTest] = useState<CalendarTest>();

  function localErrors() {
    const local: Record<string, string> = {};
    if (!/^https?:\/\/\S+$/i.test(draft.server_url.trim()))
      local.server_url = t`Enter an address that starts with https://`;
    if (!draft.username.trim()) local.username = t`Enter your user name`;
    if (!draft.password && (!connection.connected || draft.server_url.trim() !== connection.server_url))
      local.password = t`Enter the password or app token.`;
    return local;
  }

  // One action at a time names its button busy; a disconnect leaves no test behind.
  const action = useMutation({
    mutationFn: async (what: 'save' | 'test' | 'disconnect') => {
      if (what === 'disconnect') {
        await disconnectCalendar(queryClient);
        return undefined;
      }
      return what === 'save' ? saveCalendar(queryClient, draft) : testCalendar(queryClient);
    },
    onSuccess: (tested) => {
      if (!tested) {
        notify({ type: 'success', body: t`Your calendar is disconnected.` });
        return;
      }
      setLastTest(tested);
      setDraft((d) => ({ ...d, password: '' }));
      notify(
        tested.ok
          ? { type: 'success', body: t`Your calendar is connected.` }
          : { type: 'error', body: t`The calendar server refused the connection. Its reason is shown below.` },
      );
    },
    onError: (e) => {
      setErrors(Object.fromEntries(Object.entries(fieldErrorTexts(e)).map(([k, v]) => [k, calendarFieldText(v)])));
      notify({ type: 'error', body: errorText(e) });
    },
  });
  const busy = action.isPending ? action.variables : undefined;

  function run(what: 'save' | 'test' | 'disconnect') {
    if (what === 'save') {
      const local = localErrors();
      setErrors(local);
      if (Object.keys(local).length) return;
    }
    action.mutate(what);
  }

  return (
    <form
      className="scheduling-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        run('save');
      }}
    >
      <ConnectionState connection={lastTest?.connection ?? connection} test={lastTest} />
      <TextField
        id="calendar-server"
        type="url"
        label={t`Calendar server address`}
        hint={t`The CalDAV address your calendar provider gives, starting with https://`}
        value={draft.server_url}
        error={errors.server_url}
        autoComplete="url"
        onChange={(e) => setDraft({ ...draft, server_url: e.target.value })}
      />
      <TextField
        id="calendar-username"
        label={t`User name`}
        value={draft.username}
        error={errors.username}
        autoComplete="username"
        onChange={(e) => setDraft({ ...draft, username: e.target.value })}
      />
      <PasswordField
        id="calendar-password"
        label={t`Password or app token`}
        hint={connection.connected ? t`Leave empty to keep the saved one.` : undefined}
        value={draft.password}
        error={errors.password}
        autoComplete="off"
        onChange={(e) => setDraft({ ...draft, password: e.target.value })}
      />
      <div className="calendar-sync__actions">
        <Button type="submit" isBusy={busy === 'save'} busyLabel={<Trans>Connecting…</Trans>}>
          {connection.connected ? <Trans>Save and test</Trans> : <Trans>Connect calendar</Trans>}
        </Button>
        {connection.connected && (
          <>
            <Button
              type="button"
              variant="secondary"
              isBusy={busy === 'test'}
              busyLabel={<Trans>Testing…</Trans>}
              onClick={() => run('test')}
            >
              <Trans>Test connection</Trans>
            </Button>
            <Button
              type="button"
              variant="secondary"
              isBusy={busy === 'disconnect'}
              busyLabel={<Trans>Disconnecting…</Trans>}
              onClick={() => run('disconnect')}
            >
              <Trans>Disconnect</Trans>
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
