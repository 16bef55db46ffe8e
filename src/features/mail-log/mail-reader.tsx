/**
 * One mail as it was (or would have been) sent: who, when, status, then its plain text and its
 * HTML. The HTML is someone else's markup: it is shown only in an iframe sandboxed with no
 * permissions, under its own offline Content-Security-Policy (mailFrameDocument).
 */
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { useMailLabels } from './mail-labels.ts';
import { mailFrameDocument } from './mail-log-search.ts';
import type { MailLogMail } from '../../../contracts/mail-log.ts';
import { mailQueryOptions, type MailLogScope } from './mail-log.queries.ts';

/** The mail the URL opens, read in place (D488): "Loading…" under the way back, or its failure with "Try again". */
export function MailReader({ scope, mailId }: { scope: MailLogScope; mailId: number }) {
  return (
    <div className="mail-reader">
      <Link to="." search={(prev: Record<string, unknown>) => ({ ...prev, mail: undefined })} className="back-link">
        <span aria-hidden="true">←</span> <Trans>Back to the mail log</Trans>
      </Link>
      <InPlaceRead read={mailQueryOptions(scope, mailId)} mutedClassName="list-page__muted">
        {(mail) => <MailShown mail={mail} />}
      </InPlaceRead>
    </div>
  );
}

function MailShown({ mail: m }: { mail: MailLogMail }) {
  const { t, i18n } = useLingui();
  const labels = useMailLabels();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article className="mail-reader" aria-labelledby="mail-reader-subject">
      <h2 id="mail-reader-subject" className="mail-reader__subject">
        {m.subject || t`(no subject)`}
      </h2>
      <dl className="mail-reader__facts">
        <dt>
          <Trans context="mail header">From</Trans>
        </dt>
        <dd>{m.from_name ?? labels.company(m.account_name)}</dd>
        <dt>
          <Trans context="mail header">To</Trans>
        </dt>
        <dd>{m.to_address}</dd>
        {m.reply_to && (
          <>
            <dt>
              <Trans>Reply to</Trans>
            </dt>
            <dd>{m.reply_to}</dd>
          </>
        )}
        <dt>
          <Trans>Queued at</Trans>
        </dt>
        <dd>{when.format(new Date(m.created_at))}</dd>
        {m.sent_at && (
          <>
            <dt>
              <Trans>Sent at</Trans>
            </dt>
            <dd>{when.format(new Date(m.sent_at))}</dd>
          </>
        )}
        <dt>
          <Trans>Purpose</Trans>
        </dt>
        <dd>{labels.reason(m.reason)}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <span className={`mail-status mail-status--${m.status}`}>{labels.status(m.status)}</span>{' '}
          <span className="list-page__muted">
            <Plural value={m.attempts} one="# attempt" other="# attempts" />
          </span>
          {m.last_error && <span className="mail-log-table__error">{m.last_error}</span>}
        </dd>
      </dl>
      <section aria-labelledby="mail-reader-text">
        <h3 id="mail-reader-text" className="mail-reader__part">
          <Trans>Plain text</Trans>
        </h3>
        <pre className="mail-reader__text">{m.text_body}</pre>
      </section>
      {m.html_body && (
        <section aria-labelledby="mail-reader-html">
          <h3 id="mail-reader-html" className="mail-reader__part">
            <Trans>HTML</Trans>
          </h3>
          <iframe
            className="mail-reader__frame"
            title={t`The mail's HTML`}
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={mailFrameDocument(m.html_body)}
          />
        </section>
      )}
    </article>
  );
}
