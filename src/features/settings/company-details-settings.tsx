/**
 * /settings/details: the company's name, logo, locations, time zone, default language and
 * career-page basics. The form is judged whole; each problem shows next to its field, and what
 * was typed stays after a refusal.
 */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MAX_HEADLINE,
  MAX_INTRO,
  type CompanyDetails,
  type CompanyDetailsField,
} from '../../../contracts/company-settings.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { LANGUAGE_NAMES } from '../../lib/i18n.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { TimeZonePicker } from '../../ui/time-zone-picker/time-zone-picker.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { detailsProblems, toDetailsBody, toDetailsValues, type DetailsValues } from './company-details-form.ts';
import { companyDetailsQueryOptions, saveCompanyDetails } from './company-settings.queries.ts';
import { settingsErrorText } from './settings-texts.ts';
import { DataRetentionSettings } from './data-retention-settings.tsx';
import { PrivacyNoticeSettings } from './privacy-notice-settings.tsx';
import './company-settings.css';

export function CompanyDetailsSettings() {
  const { t } = useLingui();
  useDocumentTitle(t`Company details`);
  const choice = useCompanyChoice();
  const { accountId } = choice;
  return (
    <section className="company-settings" aria-labelledby="company-details-title">
      <h1 id="company-details-title" className="company-settings__title">
        <Trans>Company details</Trans>
      </h1>
      <CompanyPicker id="company-details-company" choice={choice} />
      {accountId === undefined ? (
        <p className="company-settings__muted">
          <Trans>Choose a company to see its details.</Trans>
        </p>
      ) : (
        <CompanyDetails accountId={accountId} />
      )}
    </section>
  );
}

function CompanyDetails({ accountId }: { accountId: number }) {
  // The route's loader reads the opening company's; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const details = useSuspenseQuery(companyDetailsQueryOptions(accountId));
  return (
    <>
      <DetailsForm key={accountId} accountId={accountId} details={details.data} />
      <DataRetentionSettings accountId={accountId} />
      <PrivacyNoticeSettings accountId={accountId} />
    </>
  );
}

const FIELD_IDS: Record<CompanyDetailsField, string> = {
  name: 'company-name',
  logo_url: 'company-logo',
  time_zone: 'company-time-zone',
  locations: 'company-locations',
  career_page_headline: 'company-headline',
  career_page_intro: 'company-intro',
};

function DetailsForm({ accountId, details }: { accountId: number; details: CompanyDetails }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<DetailsValues>(() => toDetailsValues(details));
  const [attempt, setAttempt] = useState(0);
  const [serverError, setServerError] = useState<unknown>();
  const [saved, setSaved] = useState(false);

  const problems = attempt > 0 ? detailsProblems(values) : {};
  const refusal = serverError === undefined ? undefined : settingsErrorText(serverError);
  const errorOf = (field: CompanyDetailsField) =>
    problems[field] ?? (refusal?.field === field ? refusal.text : undefined);
  const summary = (Object.keys(FIELD_IDS) as CompanyDetailsField[]).flatMap((field) => {
    const text = errorOf(field);
    return text ? [{ text, fieldId: FIELD_IDS[field] }] : [];
  });
  const set = (field: keyof DetailsValues) => (event: { target: { value: string } }) => {
    setSaved(false);
    setValues((v) => ({ ...v, [field]: event.target.value }));
  };

  const sending = useMutation({
    mutationFn: async () => {
      await saveCompanyDetails(queryClient, accountId, toDetailsBody(values));
      setSaved(true);
    },
    onError: (error) => {
      setServerError(error);
    },
  });
  const isBusy = sending.isPending;

  const submit = () => {
    if (isBusy) return;
    setAttempt((n) => n + 1);
    setServerError(undefined);
    setSaved(false);
    if (Object.keys(detailsProblems(values)).length > 0) return;
    sending.mutate();
  };

  return (
    <form
      className="company-settings__panel"
      noValidate
      aria-labelledby="company-details-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {summary.length > 0 && <ErrorSummary items={summary} attempt={attempt} />}
      {refusal && !refusal.field && (
        <div className="notice notice--error" role="alert">
          <p>{refusal.text}</p>
        </div>
      )}
      <TextField
        id={FIELD_IDS.name}
        label={t`Company name`}
        autoComplete="organization"
        value={values.name}
        onChange={set('name')}
        error={errorOf('name')}
      />
      <TextField
        id={FIELD_IDS.logo_url}
        type="url"
        label={t`Logo address`}
        hint={t`An https:// address of an image; leave empty for no logo.`}
        autoComplete="off"
        value={values.logo_url}
        onChange={set('logo_url')}
        error={errorOf('logo_url')}
      />
      {values.logo_url.startsWith('https://') && !errorOf('logo_url') && (
        <img className="company-settings__logo" src={values.logo_url} alt={t`Logo preview`} />
      )}
      <div className="company-settings__pair">
        <FormField id={FIELD_IDS.time_zone} label={t`Time zone`} error={errorOf('time_zone')}>
          {(a11y) => (
            <TimeZonePicker
              label={t`Time zone`}
              value={values.time_zone}
              onChange={(zone) => set('time_zone')({ target: { value: zone } })}
              field={{ id: FIELD_IDS.time_zone, labelled: true, ...a11y }}
            />
          )}
        </FormField>
        <FormField
          id="company-language"
          label={t`Default language`}
          hint={t`For candidates and staff who have not chosen one.`}
        >
          {(a11y) => (
            <select
              id="company-language"
              className="form-field__input"
              value={values.default_language}
              onChange={(event) => setValues((v) => ({ ...v, default_language: event.target.value as Language }))}
              {...a11y}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id={FIELD_IDS.locations}
        label={t`Locations`}
        hint={t`One per line, for example "Austin, TX" or "Remote".`}
        error={errorOf('locations')}
      >
        {(a11y) => (
          <textarea
            id={FIELD_IDS.locations}
            className="form-field__input"
            rows={4}
            value={values.locations}
            onChange={set('locations')}
            {...a11y}
          />
        )}
      </FormField>
      <fieldset className="company-settings__fieldset">
        <legend>
          <Trans>Career page</Trans>
        </legend>
        <TextField
          id={FIELD_IDS.career_page_headline}
          label={t`Headline`}
          maxLength={MAX_HEADLINE + 20}
          value={values.career_page_headline}
          onChange={set('career_page_headline')}
          error={errorOf('career_page_headline')}
        />
        <FormField
          id={FIELD_IDS.career_page_intro}
          label={t`Introduction`}
          hint={t`Shown above your open positions.`}
          error={errorOf('career_page_intro')}
        >
          {(a11y) => (
            <textarea
              id={FIELD_IDS.career_page_intro}
              className="form-field__input"
              rows={5}
              maxLength={MAX_INTRO + 100}
              value={values.career_page_intro}
              onChange={set('career_page_intro')}
              {...a11y}
            />
          )}
        </FormField>
      </fieldset>
      <div className="company-settings__actions">
        <Button type="submit" isBusy={isBusy} busyLabel={<Trans>Saving…</Trans>}>
          <Trans>Save details</Trans>
        </Button>
        <p className="company-settings__saved" role="status">
          {saved && <Trans>Details saved.</Trans>}
        </p>
      </div>
    </form>
  );
}
