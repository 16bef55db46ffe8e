import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MailLogRow } from '../../../contracts/mail-log.ts';
import { useMailLabels } from './mail-labels.ts';

export interface MailLogTableProps {
  rows: MailLogRow[];
  showCompany: boolean;
  caption: string;
}

/**
 * One page of mail: a table on wide screens, one card per mail on a phone (the same markup,
 * restyled; each cell names its column). The subject opens the mail in the reader.
 */
export function MailLogTable({ rows, showCompany, caption }: MailLogTableProps) {
  const { t, i18n } = useLingui();
  const labels = useMailLabels();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <table className="log-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>When</Trans>
          </th>
          {showCompany && (
            <th scope="col">
              <Trans>Company</Trans>
            </th>
          )}
          <th scope="col">
            <Trans>Recipient</Trans>
          </th>
          <th scope="col">
            <Trans>Subject</Trans>
          </th>
          <th scope="col">
            <Trans>Purpose</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col">
            <Trans>Attempts</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.mail_id} className="log-table__row">
            <td data-label={t`When`} className="log-table__when">
              <time dateTime={row.created_at}>{when.format(new Date(row.created_at))}</time>
            </td>
            {showCompany && <td data-label={t`Company`}>{labels.company(row.account_name)}</td>}
            <td data-label={t`Recipient`} className="mail-log-table__recipient">
              {row.to_address}
            </td>
            <th scope="row" className="log-table__subject">
              <Link
                to="."
                search={(prev: Record<string, unknown>) => ({ ...prev, mail: row.mail_id })}
                className="mail-log-table__link"
              >
                {row.subject || t`(no subject)`}
              </Link>
            </th>
            <td data-label={t`Purpose`}>{labels.reason(row.reason)}</td>
            <td data-label={t`Status`}>
              <span className={`mail-status mail-status--${row.status}`}>{labels.status(row.status)}</span>
              {/* A queued mail with an error is waiting to be tried again. */}
              {row.status !== 'sent' && row.last_error && (
                <span className="mail-log-table__error">{row.last_error}</span>
              )}
            </td>
            <td data-label={t`Attempts`}>{row.attempts}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
