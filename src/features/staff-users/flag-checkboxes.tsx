import { useLingui } from '@lingui/react';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { RoleFlags } from '../../../contracts/staff-users.ts';
import { roleFlagLabel } from './staff-user-texts.ts';

/** One checkbox per role flag, as the spec names them. */
export function FlagCheckboxes({
  idPrefix,
  legend,
  flags,
  onChange,
}: {
  idPrefix: string;
  legend: string;
  flags: RoleFlags;
  onChange(flags: RoleFlags): void;
}) {
  useLingui();
  return (
    <fieldset className="staff-users__flags">
      <legend className="form-field__label">{legend}</legend>
      {ROLE_FLAGS.map((flag) => (
        <label key={flag} className="staff-users__flag" htmlFor={`${idPrefix}-${flag}`}>
          <input
            id={`${idPrefix}-${flag}`}
            type="checkbox"
            checked={flags[flag]}
            onChange={(event) => onChange({ ...flags, [flag]: event.target.checked })}
          />
          {roleFlagLabel(flag)}
        </label>
      ))}
    </fieldset>
  );
}
