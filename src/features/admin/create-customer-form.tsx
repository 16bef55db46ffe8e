import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMPANY_SIZES, FEATURE_FLAGS } from '../../../contracts/customers.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { NOT_SENT, useCreateForm } from '../../ui/form/use-create-form.ts';
import { isStepUpRefusal, useAskStepUp } from '../../ui/step-up-scope.tsx';
import {
  customerProblems,
  emptyCustomer,
  toCustomerBody,
  type CustomerField,
  type CustomerValues,
} from './customer-form.ts';
import { createCustomer } from './provider-admin.queries.ts';
import { companySizeLabel, featureFlagLabel, providerErrorText } from './provider-admin-texts.ts';

/**
 * Creates a company and invites its owner, with the admin's own step-up proof (D262, D283): a new
 * company comes with an owner holding every flag. What was typed stays after a refusal or a
 * cancelled step-up; a refusal of what was typed closes the dialog and shows on the form.
 */
export function CreateCustomerForm({ onCreated }: { onCreated(name: string, email: string): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const {
    values,
    setValues,
    set,
    problems,
    serverError,
    isBusy,
    submit: send,
  } = useCreateForm<CustomerValues, CustomerField>(emptyCustomer, customerProblems);
  const refusal = serverError === undefined ? undefined : providerErrorText(serverError);
  const errorOf = (field: CustomerField) => problems[field] ?? (refusal?.field === field ? refusal.text : undefined);

  const askStepUp = useAskStepUp();
  const submit = () =>
    send(async (typed) => {
      let refused: unknown;
      const created = await askStepUp(t`Create company and invite owner`, 'company_creation', async (proof) => {
        try {
          return await createCustomer(queryClient, { ...toCustomerBody(typed), proof });
        } catch (error) {
          if (isStepUpRefusal(error)) throw error;
          refused = error;
          return undefined;
        }
      });
      if (refused !== undefined) throw refused;
      if (!created) return NOT_SENT;
      onCreated(created.name, created.owner_email ?? '');
      return created;
    });

  return (
    <form
      className="provider-admin__panel"
      noValidate
      aria-labelledby="new-customer-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="new-customer-title" className="provider-admin__subtitle">
        <Trans>New company</Trans>
      </h2>
      {refusal && !refusal.field && (
        <div className="notice notice--error" role="alert">
          <p>{refusal.text}</p>
        </div>
      )}
      <div className="provider-admin__pair">
        <TextField
          id="customer-name"
          label={t`Company name`}
          autoComplete="off"
          maxLength={200}
          value={values.name}
          onChange={set('name')}
          error={errorOf('name')}
        />
        <FormField id="customer-size" label={t`Company size`}>
          {(a11y) => (
            <select
              id="customer-size"
              name="customer-size"
              className="form-field__input"
              value={values.company_size}
              onChange={set('company_size')}
              {...a11y}
            >
              <option value="">{companySizeLabel(null)}</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {companySizeLabel(size)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <fieldset className="provider-admin__fieldset">
        <legend>
          <Trans>Owner (invited by email with every role flag)</Trans>
        </legend>
        <div className="provider-admin__pair">
          <TextField
            id="customer-first-name"
            label={t`First name`}
            autoComplete="off"
            value={values.first_name}
            onChange={set('first_name')}
            error={errorOf('first_name')}
          />
          <TextField
            id="customer-last-name"
            label={t`Last name`}
            autoComplete="off"
            value={values.last_name}
            onChange={set('last_name')}
            error={errorOf('last_name')}
          />
        </div>
        <TextField
          id="customer-email"
          type="email"
          label={t`Owner's email address`}
          autoComplete="off"
          value={values.email}
          onChange={set('email')}
          error={errorOf('email')}
        />
      </fieldset>
      <fieldset className="provider-admin__fieldset provider-admin__flags">
        <legend>
          <Trans>Features</Trans>
        </legend>
        {FEATURE_FLAGS.map((flag) => (
          <label key={flag} className="provider-admin__check">
            <input
              type="checkbox"
              checked={values.feature_flags.includes(flag)}
              onChange={(event) =>
                setValues((v) => ({
                  ...v,
                  feature_flags: event.target.checked
                    ? [...v.feature_flags, flag]
                    : v.feature_flags.filter((f) => f !== flag),
                }))
              }
            />
            {featureFlagLabel(flag)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" isBusy={isBusy} busyLabel={<Trans>Creating…</Trans>}>
        <Trans>Create company and invite owner</Trans>
      </Button>
    </form>
  );
}
