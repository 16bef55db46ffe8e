/**
 * An embedded BI dashboard (D235): the frame of Metabase's static embedding at a signed address
 * the server makes for this viewer (ten minutes, the company, and the requisition, locked). The
 * address is fetched each time the frame is opened and again a minute before it expires. It is
 * read in place (D488): "Opening the dashboard…" for each embed opened (another embed is another
 * dashboard, not the same one's next view), the frame stays (busy) while its address is renewed,
 * and a refusal says so with "Try again" there.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { biEmbedUrlQuery, type EmbedTarget } from './bi-embeds.queries.ts';

export function EmbeddedDashboard({ target, embedId, name }: { target: EmbedTarget; embedId: number; name: string }) {
  const { t } = useLingui();
  // The signed address follows the embed chosen after the page is shown, and is renewed before it expires.
  return (
    <InPlaceRead
      key={embedId}
      read={biEmbedUrlQuery(target, embedId)}
      mutedClassName="embedded-dashboard"
      loadingText={<Trans>Opening the dashboard…</Trans>}
      textOf={() => t`This dashboard could not be opened.`}
    >
      {(url, { isBusy }) => (
        <div className="embedded-dashboard" aria-busy={isBusy}>
          <iframe
            className="embedded-dashboard__frame"
            title={name}
            src={url.url}
            sandbox="allow-scripts allow-same-origin"
            referrerPolicy="no-referrer"
          />
        </div>
      )}
    </InPlaceRead>
  );
}
