/**
 * The "Date of birth and gender before an offer" section of /settings/user-fields/personal-fields
 * (D267): per field, whether applicants must give it (the spec's rule), may give it, or are not
 * asked, with the reason beside each choice. Employees and hires are always asked both.
 */
import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ASKED_FIELDS,
  QUESTION_MODES,
  type AskedField,
  type ProfileQuestions,
  type QuestionMode,
} from '../../../contracts/applicant-questions-rules.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { applicantQuestionsQueryOptions, saveQuestions } from './applicant-questions.queries.ts';
import './company-settings.css';

export function ApplicantQuestionsSettings({ accountId }: { accountId: number }) {
  // The personal fields route's loader reads the opening company's; a failed read is the staff pages' error screen.
  const query = useSuspenseQuery(applicantQuestionsQueryOptions(accountId));
  return <QuestionsForm key={accountId} accountId={accountId} initial={query.data} />;
}

function useTexts() {
  const { t } = useLingui();
  const fields: Record<AskedField, string> = { dob: t`Date of birth`, gender: t`Gender` };
  const modes: Record<AskedField, Record<QuestionMode, string>> = {
    dob: {
      required: t`Required (the standard profile's rule)`,
      optional: t`Optional`,
      not_asked: t`Not asked`,
    },
    gender: {
      required: t`Required, Male or Female (the standard profile's rule)`,
      optional: t`Optional, with “Prefer not to say”`,
      not_asked: t`Not asked`,
    },
  };
  const reasons: Record<AskedField, ReactNode> = {
    dob: (
      <Trans>
        No hiring decision may use an applicant’s age. A date of birth asked before an offer can be taken as evidence of
        age discrimination (the US EEOC treats pre-offer age questions this way), and data-protection law (GDPR data
        minimisation) allows asking only what the purpose needs. Ask for it after the offer, for payroll or benefits.
      </Trans>
    ),
    gender: (
      <Trans>
        No hiring decision may use an applicant’s sex or gender. Asking it before an offer invites sex discrimination
        claims and collects data the decision does not need. If you ask, keep it optional. Equal-opportunity reporting
        has its own voluntary form, kept apart from decisions.
      </Trans>
    ),
  };
  return { fields, modes, reasons };
}

function QuestionsForm({ accountId, initial }: { accountId: number; initial: ProfileQuestions }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const texts = useTexts();
  const [values, setValues] = useState<ProfileQuestions>(initial);
  const save = useMutation({ mutationFn: () => saveQuestions(queryClient, accountId, values) });
  return (
    <form
      className="company-settings__panel applicant-questions"
      aria-labelledby="applicant-questions-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <h2 id="applicant-questions-title" className="company-settings__subtitle">
        <Trans>Date of birth and gender before an offer</Trans>
      </h2>
      <p className="company-settings__muted">
        <Trans>
          What applicants are asked on their profile and application form until you make them an offer. Employees and
          the people you hire are always asked both.
        </Trans>
      </p>
      {ASKED_FIELDS.map((field) => (
        <fieldset key={field} className="company-settings__fieldset" aria-describedby={`applicant-${field}-reason`}>
          <legend>{texts.fields[field]}</legend>
          {QUESTION_MODES.map((mode) => (
            <label key={mode} className="retention__toggle">
              <input
                type="radio"
                name={`applicant-${field}`}
                value={mode}
                checked={values[field] === mode}
                onChange={() => {
                  save.reset();
                  setValues((v) => ({ ...v, [field]: mode }));
                }}
              />{' '}
              {texts.modes[field][mode]}
            </label>
          ))}
          <p id={`applicant-${field}-reason`} className="company-settings__muted">
            {texts.reasons[field]}
          </p>
        </fieldset>
      ))}
      {save.error && (
        <p className="notice notice--error" role="alert">
          {errorText(save.error)}
        </p>
      )}
      <div className="company-settings__actions">
        <Button type="submit" isBusy={save.isPending} busyLabel={t`Saving…`}>
          <Trans>Save what applicants are asked</Trans>
        </Button>
        <p className="company-settings__saved" role="status">
          {save.isSuccess && <Trans>Saved.</Trans>}
        </p>
      </div>
    </form>
  );
}
