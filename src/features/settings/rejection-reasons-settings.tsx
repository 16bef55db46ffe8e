/**
 * /settings/custom/rejection-reason: how long rejection emails wait (D266), and the reasons staff
 * choose from when they reject an applicant or record a withdrawal. Owners add, rename, turn off and delete them; deleting a reason that
 * applications have asks for another reason of the same type to take its place on them.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReasonListSettings } from './reason-list-settings.tsx';
import { RejectionDelayForm } from './rejection-delay-form.tsx';
import { rejectionReasons } from './reason-lists.ts';
import { rejectionTypeLabel } from './settings-texts.ts';

export function RejectionReasonsSettings() {
  const { t } = useLingui();
  return (
    <ReasonListSettings
      list={rejectionReasons}
      before={(accountId) => <RejectionDelayForm accountId={accountId} />}
      texts={{
        idPrefix: 'reason',
        title: t`Rejection reasons`,
        chooseCompany: <Trans>Choose a company to see its rejection reasons.</Trans>,
        typeLabel: rejectionTypeLabel,
        typeLockedText: t`Applications were rejected with this reason, so its type cannot change.`,
        usesText: (count) => plural(count, { one: '# application', other: '# applications' }),
        fewestUsesFirst: t`Fewest applications first`,
        mostUsesFirst: t`Most applications first`,
        replaceText: (count) =>
          plural(count, {
            one: '# application has this reason. Choose the reason that takes its place:',
            other: '# applications have this reason. Choose the reason that takes its place:',
          }),
        unusedText: <Trans>No application has this reason.</Trans>,
      }}
    />
  );
}
