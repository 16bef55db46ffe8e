/** Under "Job-posting distribution" on /settings/integrations: push boards are set up per board (D239). */
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

export function JobDistributionSettings() {
  return (
    <p className="integrations-kind__settings">
      <Link to="/settings/job-board">
        <Trans>Set up each job board: its feed, or its API address and key</Trans>
      </Link>
    </p>
  );
}
