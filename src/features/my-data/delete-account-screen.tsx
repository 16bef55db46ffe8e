/**
 * /user/delete-account: erasure, with what goes, what stays without the person's identity, that
 * it cannot be undone, and the password to confirm (decision D123). Once the server erased the
 * account, this device forgets the person too (src/offline/forget-candidate.ts).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { eraseAccount } from '../../lib/api/data-rights.ts';
import { listTrackers } from '../../lib/api/progress.ts';
import { errorText } from '../../lib/error-text.ts';
import { setSignedOut } from '../../lib/session.ts';
import { Button } from '../../ui/form/button.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import './my-data.css';

export function DeleteAccountScreen({ userId }: { userId: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`Delete my account`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const erase = useMutation({
    mutationFn: async () => {
      // The applications are read first: once erased, they no longer name the person.
      const refIds = (await call(listTrackers, { params: { userId } })).map((tracker) => tracker.ref_id);
      await call(eraseAccount, { params: { userId }, body: { password } });
      // Dexie is loaded only now, so it stays off this screen's first load.
      const { forgetCandidate } = await import('../../offline/forget-candidate.ts');
      // The server has erased the account by now: a device that cannot clear its store does not undo that.
      await forgetCandidate(userId, refIds).catch(() => {});
    },
    onSuccess: () => {
      setSignedOut();
      queryClient.clear();
      notify({ type: 'success', body: t`Your account and personal data have been deleted.` });
      void navigate({ to: '/login' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length > 0) erase.mutate();
  };
  return (
    <section className="my-data" aria-labelledby="delete-title">
      <h1 id="delete-title">
        <Trans>Delete my account</Trans>
      </h1>
      <h2>
        <Trans>What is removed</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Your account: name, email address, phone number and password. You can no longer sign in.</Trans>
        </li>
        <li>
          <Trans>
            Your profile, work experience, resume, answers, recordings, documents and offer letters, and the mail sent
            to you.
          </Trans>
        </li>
        <li>
          <Trans>Notes the hiring teams wrote about you.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>What is kept without your identity</Trans>
      </h2>
      <ul>
        <li>
          <Trans>That an application was made and how far it went, so companies' hiring figures stay right.</Trans>
        </li>
        <li>
          <Trans>Your voluntary equal-opportunity answers, which are counted in reports and never name you.</Trans>
        </li>
        <li>
          <Trans>A record in the security log that an account was erased, without your name.</Trans>
        </li>
      </ul>
      <p className="my-data__warning">
        <Trans>This cannot be undone.</Trans>{' '}
        <Link to="/user/my-data">
          <Trans>Download your data first</Trans>
        </Link>{' '}
        <Trans>if you want a copy.</Trans>
      </p>
      <form className="my-data__form" onSubmit={submit} noValidate>
        <PasswordField
          id="erase-password"
          label={<Trans>Type your password to confirm</Trans>}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          error={erase.error ? errorText(erase.error) : undefined}
        />
        <Button
          type="submit"
          className="my-data__danger"
          disabled={password.length === 0}
          isBusy={erase.isPending}
          busyLabel={t`Deleting…`}
        >
          <Trans>Delete my account for good</Trans>
        </Button>
      </form>
    </section>
  );
}
