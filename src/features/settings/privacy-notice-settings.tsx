/**
 * The company's own privacy notice on /settings/details: shown to its candidates below the
 * provider's privacy policy (/privacy). Saving an empty text removes it.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_PRIVACY_NOTICE } from '../../../contracts/legal-documents.ts';
import { call } from '../../lib/api-client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { getPrivacyNotice, savePrivacyNotice } from '../../lib/api/legal.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';

const noticeKey = (accountId: number) => ['company-settings', accountId, 'privacy-notice'];

export function PrivacyNoticeSettings({ accountId }: { accountId: number }) {
  const notice = useQuery({
    queryKey: noticeKey(accountId),
    queryFn: () => call(getPrivacyNotice, { params: { id: accountId } }),
  });
  if (notice.error) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{errorText(notice.error)}</p>
      </div>
    );
  }
  return notice.data ? <NoticeForm key={accountId} accountId={accountId} initial={notice.data.body} /> : null;
}

function NoticeForm({ accountId, initial }: { accountId: number; initial: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [body, setBody] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const [serverError, setServerError] = useState<unknown>();
  const [saved, setSaved] = useState(false);
  const error =
    problem ?? fieldErrorTexts(serverError).body ?? (serverError === undefined ? undefined : errorText(serverError));

  const saving = useMutation({
    mutationFn: async () => {
      const next = await call(savePrivacyNotice, { params: { id: accountId }, body: { body } });
      queryClient.setQueryData(noticeKey(accountId), next);
      setBody(next.body);
      setSaved(true);
    },
    onError: (caught) => {
      setServerError(caught);
    },
  });
  const isBusy = saving.isPending;

  const save = () => {
    setSaved(false);
    setServerError(undefined);
    if (body.trim().length > MAX_PRIVACY_NOTICE) {
      setProblem(t`Use at most ${MAX_PRIVACY_NOTICE} characters`);
      return;
    }
    setProblem(undefined);
    saving.mutate();
  };

  return (
    <form
      className="company-settings__panel"
      aria-labelledby="privacy-notice-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="privacy-notice-title" className="company-settings__subtitle">
        <Trans>Privacy notice</Trans>
      </h2>
      <FormField
        id="privacy-notice"
        label={t`Your company's privacy notice`}
        hint={t`Shown to your candidates below the privacy policy, for example how long you keep applications and whom to write to. Leave it empty to show none.`}
        error={error}
      >
        {(a11y) => (
          <textarea
            id="privacy-notice"
            className="form-field__input"
            rows={6}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            {...a11y}
          />
        )}
      </FormField>
      <div className="company-settings__actions">
        <Button type="submit" isBusy={isBusy} busyLabel={<Trans>Saving…</Trans>}>
          <Trans>Save privacy notice</Trans>
        </Button>
        <p className="company-settings__saved" role="status">
          {saved && <Trans>Privacy notice saved.</Trans>}
        </p>
      </div>
    </form>
  );
}
