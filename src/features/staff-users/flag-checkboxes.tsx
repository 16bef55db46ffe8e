import { useLingui } from '@lingui/react/macro';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { RoleFlags } from '../../../contracts/staff-users.ts';
import type { CustomRole } from '../../../contracts/custom-roles.ts';
import { BUILT_IN_ROLES, flagsOfRole, roleOfFlags, type BuiltInRole } from '../../../contracts/built-in-roles.ts';
import { roleDescription, roleFlagDescription, roleFlagLabel, roleLabel } from './staff-user-texts.ts';

const CUSTOM = 'custom:';

/**
 * A role to start from (a built-in named set of flags, or one of the company's custom roles when
 * given), then one checkbox per flag with what it allows. Ticking a box leaves the custom role.
 */
export function FlagCheckboxes({
  idPrefix,
  legend,
  flags,
  onChange,
  customRoles = [],
  customRoleId,
  onChooseCustomRole,
  choiceLabel,
}: {
  idPrefix: string;
  legend: string;
  flags: RoleFlags;
  onChange(flags: RoleFlags): void;
  customRoles?: readonly CustomRole[];
  /** The custom role chosen, if any: the person will hold it. */
  customRoleId?: number;
  onChooseCustomRole?(role: CustomRole): void;
  /** The select's label ("Role" by default). */
  choiceLabel?: string;
}) {
  const { t } = useLingui();
  const custom = customRoles.find((r) => r.role_id === customRoleId);
  const role = roleOfFlags(flags);
  const value = custom ? `${CUSTOM}${custom.role_id}` : (role ?? '');
  return (
    <fieldset className="staff-users__flags">
      <legend className="form-field__label">{legend}</legend>
      <div className="form-field staff-users__role-choice">
        <label className="form-field__label" htmlFor={`${idPrefix}-role`}>
          {choiceLabel ?? t`Role`}
        </label>
        <p className="form-field__hint" id={`${idPrefix}-role-hint`}>
          {custom ? custom.description || t`A role of your company.` : roleDescription(role)}
        </p>
        <select
          id={`${idPrefix}-role`}
          className="form-field__input"
          aria-describedby={`${idPrefix}-role-hint`}
          value={value}
          onChange={(event) => {
            const chosen = event.target.value;
            if (chosen.startsWith(CUSTOM)) {
              const found = customRoles.find((r) => `${CUSTOM}${r.role_id}` === chosen);
              if (found && onChooseCustomRole) onChooseCustomRole(found);
            } else if (chosen) onChange(flagsOfRole(chosen as BuiltInRole));
          }}
        >
          {value === '' && <option value="">{roleLabel(undefined)}</option>}
          <optgroup label={t`Built-in roles`}>
            {BUILT_IN_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </optgroup>
          {customRoles.length > 0 && onChooseCustomRole && (
            <optgroup label={t`Your company’s roles`}>
              {customRoles.map((r) => (
                <option key={r.role_id} value={`${CUSTOM}${r.role_id}`}>
                  {r.name}
                </option>
              ))}
            </optgroup>
          )}
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
