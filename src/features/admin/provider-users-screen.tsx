/**
 * /users: any user across companies, found by name or email, with their companies and role flags.
 * A provider admin resets someone's sign-in (every session ends, a reset link is mailed); nobody's
 * password or tokens are ever shown, the server does not send them.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { ProviderUser } from '../../../contracts/provider-admin.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useAskStepUp } from '../../ui/step-up-scope.tsx';
import { ListControls, Pager } from '../../ui/list-controls.tsx';
import { providerUserListQueryOptions, resetSignIn } from './provider-admin.queries.ts';
import { userStatusLabel } from './provider-admin-texts.ts';
import './provider-admin.css';

const PAGE_SIZE = 25;

export function ProviderUsersScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Users`);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<ProviderUser>();
  const [pendingError, setPendingError] = useState<unknown>();
  const [announcement, setAnnouncement] = useState('');

  const askStepUp = useAskStepUp();
  const sending = useMutation({
    mutationFn: async (chosen: NonNullable<typeof pending>) => {
      const pendingName = `${chosen.first_name} ${chosen.last_name}`;
      setPending(undefined);
      // The admin's own proof goes with the request (D272); the step-up dialog shows its refusals.
      const done = await askStepUp(t`Reset the sign-in of ${pendingName}?`, 'someone_sign_in', (proof) =>
        resetSignIn(queryClient, chosen.user_id, proof),
      );
      if (done) setAnnouncement(t`Sign-in reset; a reset link was sent to ${done.email}`);
    },
    onError: (error) => {
      setPendingError(error);
    },
  });
  const isBusy = sending.isPending;

  const confirmReset = () => {
    if (!pending || isBusy) return;
    setPendingError(undefined);
    sending.mutate(pending);
  };
  const pendingName = pending ? `${pending.first_name} ${pending.last_name}` : '';

  return (
    <section className="provider-admin" aria-labelledby="provider-users-title">
      <h1 id="provider-users-title" className="provider-admin__title">
        <Trans>Users</Trans>
      </h1>
      <p className="provider-admin__muted" role="status">
        {announcement}
      </p>
      <ListControls
        idPrefix="users"
        searchLabel={t`Search by name or email`}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <InPlaceRead read={providerUserListQueryOptions({ search, page })} mutedClassName="provider-admin__muted">
        {(data, { isBusy }) =>
          data.results.length === 0 ? (
            <p className="provider-admin__muted">
              <Trans>No user matches this search.</Trans>
            </p>
          ) : (
            <>
              <ul className="provider-admin__list" aria-label={t`Users`} aria-busy={isBusy}>
                {data.results.map((user) => {
                  const name = `${user.first_name} ${user.last_name}`;
                  return (
                    <li key={user.user_id} className="provider-admin__item">
                      <div className="provider-admin__who">
                        <p className="provider-admin__name">
                          {name}{' '}
                          <span className={`provider-admin__status provider-admin__status--${user.status}`}>
                            {userStatusLabel(user.status)}
                          </span>
                          {user.is_jf_admin && (
                            <span className="provider-admin__status provider-admin__status--invited">
                              <Trans>Provider admin</Trans>
                            </span>
                          )}
                        </p>
                        <p className="provider-admin__muted">{user.email}</p>
                        {user.companies.length === 0 ? (
                          <p className="provider-admin__muted">
                            <Trans>No company role (candidate)</Trans>
                          </p>
                        ) : (
                          <ul className="provider-admin__companies" aria-label={t`Companies of ${name}`}>
                            {user.companies.map((company) => (
                              <li key={company.account_id}>
                                <strong>{company.account_name}</strong>
                                {company.is_suspended && (
                                  <>
                                    {' '}
                                    <span className="provider-admin__status provider-admin__status--suspended">
                                      <Trans>Suspended</Trans>
                                    </span>
                                  </>
                                )}
                                : {ROLE_FLAGS.filter((f) => company.flags[f]).join(', ') || t`no role flags`}
                              </li>
                            ))}
                          </ul>
                        )}
                      </div>
                      <div className="provider-admin__actions">
                        <Button
                          variant="secondary"
                          onClick={() => {
                            setPendingError(undefined);
                            setPending(user);
                          }}
                        >
                          <Trans>Reset sign-in</Trans>
                          <span className="visually-hidden"> {name}</span>
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <Pager page={page} pageSize={PAGE_SIZE} count={data.count} onPage={setPage} />
            </>
          )
        }
      </InPlaceRead>
      <ConfirmDialog
        isOpen={pending !== undefined}
        question={t`Reset the sign-in of ${pendingName}?`}
        detail={
          <Trans>
            They are signed out everywhere at once and receive an email with a link to choose a new password.
          </Trans>
        }
        confirmLabel={<Trans>Reset sign-in</Trans>}
        isBusy={isBusy}
        error={pendingError === undefined ? undefined : errorText(pendingError)}
        onCancel={() => setPending(undefined)}
        onConfirm={() => void confirmReset()}
      />
    </section>
  );
}
