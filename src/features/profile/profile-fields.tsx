import { Trans, useLingui } from '@lingui/react/macro';
import { isEndBeforeStart, isTextablePhone } from '../../../contracts/profile-rules.ts';
import {
  PREFER_NOT_TO_SAY,
  SPEC_QUESTIONS,
  type ProfileQuestions,
} from '../../../contracts/applicant-questions-rules.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import {
  endBeforeStartText,
  type ProfileErrorKey,
  type ProfileField,
  type ProfileFormValues,
} from './profile-values.ts';

export interface ProfileFieldsProps {
  idPrefix: string;
  values: ProfileFormValues;
  errors: Partial<Record<ProfileErrorKey, string>>;
  onChange<K extends ProfileField>(field: K, value: ProfileFormValues[K]): void;
  isLinkedinRequired?: boolean;
  /** The email is the one the person signs in with: the application form shows it, the profile page changes it (D262). */
  isEmailReadOnly?: boolean;
  /** What is asked about date of birth and gender (D267); the spec's rule (both required) when not given. */
  questions?: ProfileQuestions;
}

export const profileFieldId = (prefix: string, field: ProfileErrorKey) => `${prefix}-${field.replace(/_/g, '-')}`;

export function useProfileLabels(): Record<ProfileField, string> {
  const { t } = useLingui();
  return {
    first_name: t`First name`,
    last_name: t`Last name`,
    email: t`Email`,
    email2: t`Secondary email`,
    phone_number: t`Phone number`,
    is_opt_in: t`Send me text messages about my applications`,
    gender: t`Gender`,
    dob: t`Date of birth`,
    linkedin_url: t`LinkedIn profile URL`,
    jobtitle: t`Current or most recent job title`,
    start_date: t`Start date`,
    end_date: t`End date`,
    city: t`City`,
    state_code: t`State`,
    zip: t`ZIP code`,
    country_code: t`Country`,
  };
}

/** The applicant profile fields of seed 000 section 3, shared by the personal profile and the application form. */
export function ProfileFields({
  idPrefix,
  values,
  errors,
  onChange,
  isLinkedinRequired,
  isEmailReadOnly,
  questions = SPEC_QUESTIONS,
}: ProfileFieldsProps) {
  const { t } = useLingui();
  const labels = useProfileLabels();
  const id = (field: ProfileErrorKey) => profileFieldId(idPrefix, field);
  const text = (field: Exclude<ProfileField, 'is_opt_in'>) => ({
    id: id(field),
    label: labels[field],
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  const showWarning = isEndBeforeStart(values.start_date || null, values.end_date || null);
  const warningId = `${idPrefix}-end-date-warning`;
  // Texts asked for, but no number a text can reach: said, not refused (D436).
  const showTextsWarning = values.is_opt_in && !isTextablePhone(values.phone_number);
  const textsWarningId = `${idPrefix}-texts-warning`;

  return (
    <>
      <fieldset className="profile-fieldset">
        <legend className="profile-fieldset__legend">
          <Trans>About you</Trans>
        </legend>
        <div className="profile-pair">
          <TextField {...text('first_name')} autoComplete="given-name" maxLength={100} required />
          <TextField {...text('last_name')} autoComplete="family-name" maxLength={100} required />
        </div>
        {questions.gender !== 'not_asked' && (
          <FormField
            id={id('gender')}
            label={labels.gender}
            error={errors.gender}
            hint={questions.gender === 'optional' ? <Trans>Optional</Trans> : undefined}
          >
            {(a11y) => (
              <select
                id={id('gender')}
                name={id('gender')}
                className="form-field__input"
                value={values.gender}
                onChange={(event) => onChange('gender', event.target.value)}
                required={questions.gender === 'required'}
                {...a11y}
              >
                <option value="">{t`Choose…`}</option>
                <option value="Male">{t`Male`}</option>
                <option value="Female">{t`Female`}</option>
                {questions.gender === 'optional' && <option value={PREFER_NOT_TO_SAY}>{t`Prefer not to say`}</option>}
              </select>
            )}
          </FormField>
        )}
        {questions.dob !== 'not_asked' && (
          <TextField
            {...text('dob')}
            type="date"
            autoComplete="bday"
            required={questions.dob === 'required'}
            hint={questions.dob === 'optional' ? <Trans>Optional</Trans> : undefined}
          />
        )}
      </fieldset>

      <fieldset className="profile-fieldset">
        <legend className="profile-fieldset__legend">
          <Trans>Contact</Trans>
        </legend>
        <TextField
          {...text('email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          readOnly={isEmailReadOnly}
          hint={isEmailReadOnly ? <Trans>The email you sign in with. Change it on My Profile.</Trans> : undefined}
        />
        <TextField {...text('email2')} type="email" hint={<Trans>Optional</Trans>} maxLength={254} />
        <TextField
          {...text('phone_number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={<Trans>Optional. Digits only, with + and your country code, for example +15125550100.</Trans>}
          maxLength={16}
        />
        <div className="profile-check">
          <input
            id={id('is_opt_in')}
            type="checkbox"
            checked={values.is_opt_in}
            onChange={(event) => onChange('is_opt_in', event.target.checked)}
            aria-describedby={showTextsWarning ? textsWarningId : undefined}
          />
          <label htmlFor={id('is_opt_in')}>{labels.is_opt_in}</label>
        </div>
        {showTextsWarning && (
          <p id={textsWarningId} className="profile-warning" role="status">
            <span aria-hidden="true">⚠ </span>
            <Trans>
              To get text messages, give your mobile number with + and your country code, for example +15125550100.
            </Trans>
          </p>
        )}
        <TextField
          {...text('linkedin_url')}
          type="url"
          inputMode="url"
          hint={
            isLinkedinRequired ? (
              <Trans>Required for this job, for example https://www.linkedin.com/in/your-name</Trans>
            ) : (
              <Trans>Optional, for example https://www.linkedin.com/in/your-name</Trans>
            )
          }
          maxLength={300}
          required={isLinkedinRequired}
        />
        <div className="profile-pair">
          <TextField {...text('city')} autoComplete="address-level2" hint={<Trans>Optional</Trans>} maxLength={100} />
          <TextField
            {...text('state_code')}
            autoComplete="address-level1"
            hint={<Trans>Optional</Trans>}
            maxLength={10}
          />
        </div>
        <div className="profile-pair">
          <TextField {...text('zip')} autoComplete="postal-code" hint={<Trans>Optional</Trans>} maxLength={20} />
          <TextField
            {...text('country_code')}
            autoComplete="country"
            hint={<Trans>Optional, for example US</Trans>}
            maxLength={3}
          />
        </div>
      </fieldset>

      <fieldset className="profile-fieldset">
        <legend className="profile-fieldset__legend">
          <Trans>Current or most recent job</Trans>
        </legend>
        <TextField
          {...text('jobtitle')}
          autoComplete="organization-title"
          hint={<Trans>Optional</Trans>}
          maxLength={200}
        />
        <div className="profile-pair">
          <TextField {...text('start_date')} type="date" hint={<Trans>Optional</Trans>} />
          <TextField
            {...text('end_date')}
            type="date"
            hint={<Trans>Optional</Trans>}
            describedBy={showWarning ? warningId : undefined}
          />
        </div>
        {showWarning && (
          <p id={warningId} className="profile-warning" role="status">
            <span aria-hidden="true">⚠ </span>
            {endBeforeStartText()}
          </p>
        )}
      </fieldset>
    </>
  );
}
