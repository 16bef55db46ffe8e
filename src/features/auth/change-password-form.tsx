import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';

import { ApiError, call } from '../../lib/api-client.ts';
import { changePasswordErrorText } from '../../lib/error-text.ts';
import { commonPasswordText, isCommonPasswordError } from './common-password-text.ts';
import { sessionAtom } from '../../lib/session.ts';
import { useAtomValue } from '../../lib/store.ts';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { AuthNotice } from './auth-notice.tsx';
import { validateChangePassword } from './auth-validation.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { changePassword } from '../../lib/api/auth.ts';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const CHECKLIST_ID = 'password-requirements';

function isWrongCurrentPassword(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.code !== ErrorCode.validation &&
    !isCommonPasswordError(error)
  );
}

export function ChangePasswordForm() {
  const { t } = useLingui();
  const userId = useAtomValue(sessionAtom).user?.user_id;
  // Counts successes, so a second change in a row shows (and announces) the notice again.
  const [changedCount, setChangedCount] = useState(0);
  const form = useAuthForm({
    fields: FIELDS,
    validate: validateChangePassword,
    submit: async (values) => {
      if (userId === undefined) throw new ApiError({ status: 401 });
      setChangedCount(0);
      await call(changePassword, { params: { userId }, body: values });
      form.reset();
      setChangedCount((n) => n + 1);
    },
    describeError: (error) => ({
      text: isCommonPasswordError(error) ? commonPasswordText() : changePasswordErrorText(error),
      fieldId: isWrongCurrentPassword(error) ? 'current_password' : undefined,
      isFieldMarked: isWrongCurrentPassword(error),
    }),
  });
  const field = (id: (typeof FIELDS)[number]) => ({
    id,
    value: form.values[id],
    onChange: (event: { target: { value: string } }) => form.setValue(id)(event.target.value),
    error: form.errors[id],
  });

  return (
    <>
      {changedCount > 0 && (
        <AuthNotice key={changedCount} tone="success" title={<Trans>Your password has been changed</Trans>}>
          <p>
            <Trans>Use your new password the next time you sign in.</Trans>
          </p>
        </AuthNotice>
      )}
      <p>
        <Link to="/user/sessions">
          <Trans>See where you are signed in</Trans>
        </Link>
      </p>
      <ErrorSummary items={form.summaryItems} attempt={form.attempt} />
      <FormLayout
        onSubmit={form.onSubmit}
        actions={
          <Button type="submit" isBlock isBusy={form.isBusy} busyLabel={<Trans>Saving…</Trans>}>
            <Trans>Change password</Trans>
          </Button>
        }
      >
        <PasswordField {...field('current_password')} label={t`Current password`} autoComplete="current-password" />
        <PasswordField
          {...field('password')}
          label={t`New password`}
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
        />
        <PasswordField
          {...field('password_confirmation')}
          label={t`Confirm new password`}
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
        />
        <PasswordChecklist
          id={CHECKLIST_ID}
          password={form.values.password}
          confirmation={form.values.password_confirmation}
        />
      </FormLayout>
    </>
  );
}
