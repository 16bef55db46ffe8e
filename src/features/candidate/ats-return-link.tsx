/**
 * "Return to <ATS>": on a finished tracker that another applicant tracking system ordered (D145),
 * the way back to it. Loaded lazily by the tracker screen, only for such trackers.
 */
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { atsReturnLink } from '../../lib/api/ats-integrations.ts';

export default function AtsReturnLink({ refId }: { refId: string }) {
  const link = useQuery({
    queryKey: ['ats-return-link', refId],
    queryFn: ({ signal }) => call(atsReturnLink, { params: { refId }, signal }),
  });
  if (!link.data) return null;
  const ats = link.data.ats_name;
  return (
    <p className="tracker-card__meta">
      <a className="button button--primary" href={link.data.return_link} rel="noopener">
        <Trans>Return to {ats}</Trans>
      </a>
    </p>
  );
}
