import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { i18n, isLanguage } from '../../lib/i18n.ts';
import { setSignedIn } from '../../lib/session.ts';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { validateCreateAccount } from './auth-validation.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { createAccount } from '../../lib/api/auth.ts';
import type { Session } from '../../../contracts/auth.ts';
import { SignUpCodeStep } from './sign-up-code-step.tsx';

/** The consent to the terms and privacy policy, given by the route (features/legal). */
export interface ConsentSlot {
  problem(value: string): string | undefined;
  Field: ComponentType<{ id: string; value: string; onChange: (value: string) => void; error?: string }>;
}

export interface CreateAccountFormProps {
  destination: string;
  consent: ConsentSlot;
  /** The validated redirect, kept on the link back to sign in. */
  redirect?: string;
  /** The email a link carried (an assessment order's, D145), filled in. */
  email?: string;
  /** Told when the form gives way to the emailed code's step and back (the page's intro is the form's). */
  onCodeStep?: (isCodeStep: boolean) => void;
}

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'accepts_terms'] as const;
const CHECKLIST_ID = 'password-requirements';

export function CreateAccountForm({ destination, redirect, consent, email, onCodeStep }: CreateAccountFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  // Set once the form is sent: the address the code went to (D242).
  const [codeSentTo, setCodeSentTo] = useState<string>();
  // The page's intro changes with the step in the same render, never a frame after it.
  const toStep = (sentTo: string | undefined) => {
    setCodeSentTo(sentTo);
    onCodeStep?.(sentTo !== undefined);
  };
  const start = async (values: Record<(typeof FIELDS)[number], string>) => {
    const started = await call(createAccount, {
      body: {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
        preferred_language: isLanguage(i18n.locale) ? i18n.locale : undefined,
      },
      skipRetry: true,
    });
    return started.email;
  };
  const form = useAuthForm({
    fields: FIELDS,
    initial: email ? { email } : undefined,
    validate: (values) => ({ ...validateCreateAccount(values), accepts_terms: consent.problem(values.accepts_terms) }),
    submit: async (values) => toStep(await start(values)),
  });
  const signedUp = async (session: Session) => {
    setSignedIn(session.user, session.token);
    await navigate({ href: destination, replace: true });
  };

  // Back from the code's step: to the address, the one thing likely to change.
  const wasCodeStep = useRef(false);
  useEffect(() => {
    const isCodeStep = codeSentTo !== undefined;
    if (isCodeStep === wasCodeStep.current) return;
    wasCodeStep.current = isCodeStep;
    if (!isCodeStep) document.getElementById('email')?.focus();
  }, [codeSentTo]);

  if (codeSentTo !== undefined)
    return (
      <SignUpCodeStep
        email={codeSentTo}
        resend={async () => toStep(await start(form.values))}
        onSignedUp={signedUp}
        onChangeEmail={() => toStep(undefined)}
      />
    );

  const field = (id: (typeof FIELDS)[number]) => ({
    id,
    value: form.values[id],
    onChange: (event: { target: { value: string } }) => form.setValue(id)(event.target.value),
    error: form.errors[id],
  });

  return (
    <>
      <ErrorSummary items={form.summaryItems} attempt={form.attempt} />
      <FormLayout
        onSubmit={form.onSubmit}
        actions={
          <Button type="submit" isBlock isBusy={form.isBusy} busyLabel={<Trans>Creating your account…</Trans>}>
            <Trans>Create account</Trans>
          </Button>
        }
      >
        <TextField {...field('first_name')} label={t`First name`} autoComplete="given-name" />
        <TextField {...field('last_name')} label={t`Last name`} autoComplete="family-name" />
        <TextField
          {...field('email')}
          type="email"
          label={t`Email address`}
          hint={t`You will use this to sign in.`}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          {...field('password')}
          label={t`Password`}
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
        />
        <PasswordField
          {...field('password_confirmation')}
          label={t`Confirm password`}
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
        />
        <PasswordChecklist
          id={CHECKLIST_ID}
          password={form.values.password}
          confirmation={form.values.password_confirmation}
        />
        <consent.Field
          id="accepts_terms"
          value={form.values.accepts_terms}
          onChange={form.setValue('accepts_terms')}
          error={form.errors.accepts_terms}
        />
      </FormLayout>
      <ul className="auth-card__links">
        <li>
          <Link className="auth-link" to="/login" search={redirect ? { redirect } : {}}>
            <Trans>Already have an account? Sign in</Trans>
          </Link>
        </li>
      </ul>
    </>
  );
}
