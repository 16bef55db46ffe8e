import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { MailLogRow } from '../../../contracts/mail-log.ts';
import { LogTable, type LogColumn } from '../../ui/log-list/log-list.tsx';
import { useMailLabels } from './mail-labels.ts';

export interface MailLogTableProps {
  rows: MailLogRow[];
  showCompany: boolean;
  caption: string;
}

/** One page of mail, in the staff logs' table (a card per mail on a phone). The subject opens the mail in the reader. */
export function MailLogTable({ rows, showCompany, caption }: MailLogTableProps) {
  const { t } = useLingui();
  const labels = useMailLabels();
  const company: LogColumn<MailLogRow> = { label: t`Company`, cell: (row) => labels.company(row.account_name) };
  return (
    <LogTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.mail_id}
      when={(row) => row.created_at}
      columns={[
        ...(showCompany ? [company] : []),
        { label: t`Recipient`, cell: (row) => row.to_address, className: 'mail-log-table__recipient' },
        {
          label: t`Subject`,
          cell: (row) => (
            <Link
              to="."
              search={(prev: Record<string, unknown>) => ({ ...prev, mail: row.mail_id })}
              className="mail-log-table__link"
            >
              {row.subject || t`(no subject)`}
            </Link>
          ),
          isSubject: true,
        },
        { label: t`Purpose`, cell: (row) => labels.reason(row.reason) },
        {
          label: t`Status`,
          cell: (row) => (
            <>
              <span className={`mail-status mail-status--${row.status}`}>{labels.status(row.status)}</span>
              {/* A queued mail with an error is waiting to be tried again. */}
              {row.status !== 'sent' && row.last_error && (
                <span className="mail-log-table__error">{row.last_error}</span>
              )}
            </>
          ),
        },
        { label: t`Attempts`, cell: (row) => row.attempts },
      ]}
    />
  );
}
