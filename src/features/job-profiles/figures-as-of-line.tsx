import { useLingui } from '@lingui/react/macro';
import { asOfTime } from '../../ui/staff-kit/as-of-time.ts';

/** "Figures as of 3:32 PM" when a profile dashboard reads the profile's summary (D164); nothing when its figures were read live. */
export function FiguresAsOfLine({ at }: { at: string | null | undefined }) {
  const { t, i18n } = useLingui();
  if (!at) return null;
  const time = asOfTime(i18n, at, new Date());
  return (
    <p className="profiles__muted" data-testid="figures-as-of">
      {t`Figures as of ${time}`}
    </p>
  );
}
