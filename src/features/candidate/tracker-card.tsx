import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TrackerItem } from '../../../contracts/progress.ts';
import { ProgressRing } from './progress-ring.tsx';
import { trackerTitleLabel } from './tracker-title.ts';
import { RetakeButton } from './retake-button.tsx';

/** One tracker in the list (seed 000 section 2.11). */
export function TrackerCard({ tracker, userId }: { tracker: TrackerItem; userId: number }) {
  const { i18n } = useLingui();
  const place = [tracker.city, tracker.state].filter(Boolean).join(', ');
  const created = i18n.date(tracker.created_at, { dateStyle: 'medium' });
  return (
    <li className="tracker-card">
      <ProgressRing pct={tracker.pct_complete} />
      <div className="tracker-card__body">
        <p className="tracker-card__kind">{trackerTitleLabel(tracker.tracker_title, i18n)}</p>
        <h2 className="tracker-card__title">
          <Link
            className="tracker-card__link"
            to="/user/progress-tracker"
            search={{ jobUuid: tracker.job_uuid, refId: tracker.ref_id }}
          >
            {tracker.job_title}
          </Link>
        </h2>
        <p className="tracker-card__meta">
          {tracker.account_name}
          {place && <> · {place}</>}
        </p>
        <p className="tracker-card__meta">
          <Trans>
            Started <time dateTime={tracker.created_at}>{created}</time>
          </Trans>
        </p>
      </div>
      <div className="tracker-card__actions">
        <RetakeButton tracker={tracker} userId={userId} />
      </div>
    </li>
  );
}
