/**
 * The company's meeting address (D209): every interview scheduled afterwards gets its own room
 * under it, or where it says `{room}` (D515).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { saveMeetingBase } from './integrations.queries.ts';

/** A pattern's example, outside the message: Lingui would read its braces as a placeholder. */
const ROOM_PATTERN = 'https://meet.example/{room}';

export function ConferencingSettings({ accountId, meetingBaseUrl }: { accountId: number; meetingBaseUrl: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(meetingBaseUrl);
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (url: string) => saveMeetingBase(queryClient, accountId, url),
    onSuccess: () => notify({ type: 'success', body: t`The meeting address is saved.` }),
    onError: (e) => setError(errorText(e)),
  });
  return (
    <form
      className="integrations-kind__settings"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const url = value.trim();
        if (url && !/^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(url)) {
          setError(t`Enter an address that starts with https://`);
          return;
        }
        setError(undefined);
        save.mutate(url);
      }}
    >
      <TextField
        id={`meeting-base-${accountId}`}
        type="url"
        label={t`Meeting base URL`}
        hint={t`For example https://meet.jit.si/ or your own Jitsi server, or an address with the room's place marked, such as ${ROOM_PATTERN}. Each interview gets its own room there, in the invitation and the calendar event. Leave empty for none.`}
        value={value}
        error={error}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" variant="secondary" isBusy={save.isPending} busyLabel={<Trans>Saving…</Trans>}>
        <Trans>Save meeting address</Trans>
      </Button>
    </form>
  );
}
