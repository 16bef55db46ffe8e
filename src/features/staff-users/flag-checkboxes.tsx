import { useLingui } from '@lingui/react/macro';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { RoleFlags } from '../../../contracts/staff-users.ts';
import { BUILT_IN_ROLES, flagsOfRole, roleOfFlags, type BuiltInRole } from '../../../contracts/built-in-roles.ts';
import { roleDescription, roleFlagDescription, roleFlagLabel, roleLabel } from './staff-user-texts.ts';

/** A role to start from (a named set of flags), then one checkbox per flag with what it allows. */
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
  const { t } = useLingui();
  const role = roleOfFlags(flags);
  return (
    <fieldset className="staff-users__flags">
      <legend className="form-field__label">{legend}</legend>
      <div className="form-field staff-users__role-choice">
        <label className="form-field__label" htmlFor={`${idPrefix}-role`}>
          {t`Role`}
        </label>
        <p className="form-field__hint" id={`${idPrefix}-role-hint`}>
          {roleDescription(role)}
        </p>
        <select
          id={`${idPrefix}-role`}
          className="form-field__input"
          aria-describedby={`${idPrefix}-role-hint`}
          value={role ?? ''}
          onChange={(event) => {
            if (event.target.value) onChange(flagsOfRole(event.target.value as BuiltInRole));
          }}
        >
          {role === undefined && <option value="">{roleLabel(undefined)}</option>}
          {BUILT_IN_ROLES.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </select>
      </div>
      {ROLE_FLAGS.map((flag) => (
        <div key={flag} className="staff-users__flag-row">
          <label className="staff-users__flag" htmlFor={`${idPrefix}-${flag}`}>
            <input
              id={`${idPrefix}-${flag}`}
              type="checkbox"
              checked={flags[flag]}
              aria-describedby={`${idPrefix}-${flag}-about`}
              onChange={(event) => onChange({ ...flags, [flag]: event.target.checked })}
            />
            {roleFlagLabel(flag)}
          </label>
          <p className="staff-users__flag-about" id={`${idPrefix}-${flag}-about`}>
            {roleFlagDescription(flag)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
