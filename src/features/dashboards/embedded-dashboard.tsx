/**
 * An embedded BI dashboard (D235): the frame of Metabase's static embedding at a signed address
 * the server makes for this viewer (ten minutes, the company, and the requisition, locked). The
 * address is fetched each time the frame is opened and again a minute before it expires.
 */
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/form/button.tsx';
import { biEmbedUrlQuery, type EmbedTarget } from './bi-embeds.queries.ts';

export function EmbeddedDashboard({ target, embedId, name }: { target: EmbedTarget; embedId: number; name: string }) {
  // The signed address follows the embed chosen after the page is shown, and is renewed before it expires.
  const url = useQuery(biEmbedUrlQuery(target, embedId));
  if (url.isError)
    return (
      <div className="embedded-dashboard" role="alert">
        <p>
          <Trans>This dashboard could not be opened.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void url.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  if (!url.data)
    return (
      <p className="embedded-dashboard" role="status">
        <Trans>Opening the dashboard…</Trans>
      </p>
    );
  return (
    <div className="embedded-dashboard">
      <iframe
        className="embedded-dashboard__frame"
        title={name}
        src={url.data.url}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
