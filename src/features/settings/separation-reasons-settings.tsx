/**
 * /settings/custom/separation-reason: the reasons offered when an employee's employment ends,
 * voluntary or involuntary, so turnover can be read by reason. Owners add, rename (former employees
 * keep the new name), turn off and delete them; deleting a reason employees have asks for another
 * of the same type to take its place on them.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReasonListSettings } from './reason-list-settings.tsx';
import { separationReasons } from './reason-lists.ts';
import { separationTypeLabel } from '../../ui/separation-type-label.ts';

export function SeparationReasonsSettings() {
  const { t } = useLingui();
  return (
    <ReasonListSettings
      list={separationReasons}
      texts={{
        idPrefix: 'separation-reason',
        title: t`Separation reasons`,
        chooseCompany: <Trans>Choose a company to see its separation reasons.</Trans>,
        typeLabel: separationTypeLabel,
        typeLockedText: t`Employees left for this reason, so its type cannot change.`,
        usesText: (count) => plural(count, { one: '# former employee', other: '# former employees' }),
        fewestUsesFirst: t`Fewest former employees first`,
        mostUsesFirst: t`Most former employees first`,
        replaceText: (count) =>
          plural(count, {
            one: '# former employee left for this reason. Choose the reason that takes its place:',
            other: '# former employees left for this reason. Choose the reason that takes its place:',
          }),
        unusedText: <Trans>No employee left for this reason.</Trans>,
      }}
    />
  );
}
