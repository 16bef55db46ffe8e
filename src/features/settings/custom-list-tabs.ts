/** The tabs of /settings/custom: the company's pipeline stages (D400) and its reason lists, as Lever keeps them together. */
import { useLingui } from '@lingui/react/macro';

export function useCustomListTabs() {
  const { t } = useLingui();
  return {
    label: t`Pipeline and reasons`,
    items: [
      { label: t`Rejection reasons`, link: { to: '/settings/custom/rejection-reason' } },
      { label: t`Separation reasons`, link: { to: '/settings/custom/separation-reason' } },
      { label: t`Pipeline stages`, link: { to: '/settings/custom/pipeline-stages' } },
    ],
  } as const;
}
