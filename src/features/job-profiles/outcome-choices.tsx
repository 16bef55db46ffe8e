/** The outcomes that matter for a profile, as checkboxes in the catalogue's order (used by the create dialog and the outcomes setup). */
import { useLingui } from '@lingui/react/macro';
import { PROFILE_OUTCOMES, type ProfileOutcome } from '../../../contracts/job-profiles.ts';
import { OUTCOME_HINTS, OUTCOME_LABELS } from './profile-texts.ts';

export function toggled(value: readonly ProfileOutcome[], outcome: ProfileOutcome, on: boolean): ProfileOutcome[] {
  return PROFILE_OUTCOMES.filter((o) => (o === outcome ? on : value.includes(o)));
}

export function OutcomeChoices({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: readonly ProfileOutcome[];
  onChange(value: ProfileOutcome[]): void;
}) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="profiles__outcomes">
      <legend className="form-field__label">{t`Outcomes that matter for this role`}</legend>
      {PROFILE_OUTCOMES.map((outcome) => (
        <div key={outcome} className="profiles__outcome">
          <input
            id={`${idPrefix}-${outcome}`}
            type="checkbox"
            checked={value.includes(outcome)}
            onChange={(e) => onChange(toggled(value, outcome, e.target.checked))}
            aria-describedby={`${idPrefix}-${outcome}-hint`}
          />
          <label htmlFor={`${idPrefix}-${outcome}`}>{i18n._(OUTCOME_LABELS[outcome])}</label>
          <p id={`${idPrefix}-${outcome}-hint`} className="profiles__muted profiles__hint">
            {i18n._(OUTCOME_HINTS[outcome])}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
