/** An interview's time in its own zone, named, with the viewer's local time beside it when the zones differ. */
import { useLingui } from '@lingui/react/macro';
import { browserTimeZone, formatWhen } from '../../lib/time-zones.ts';

export function InterviewTime({ startsAt, timeZone }: { startsAt: string; timeZone: string | null }) {
  const { t, i18n } = useLingui();
  const zone = timeZone ?? 'UTC';
  const mine = browserTimeZone();
  const there = `${formatWhen(startsAt, zone, i18n.locale)} (${zone.replace(/_/g, ' ')})`;
  const local = `${formatWhen(startsAt, mine, i18n.locale)} (${mine.replace(/_/g, ' ')})`;
  return (
    <span className="own-interviews__when">
      <time dateTime={startsAt}>{there}</time>
      {zone !== mine && <small>{t`Your time: ${local}`}</small>}
    </span>
  );
}
