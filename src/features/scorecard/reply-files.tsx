/**
 * A reply's files (D313): those kept, as the application's documents, to download; those not kept,
 * each with the reason, so the recruiter can ask the candidate for them another way (the first 20,
 * then how many more: D468).
 */
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Reply } from '../../../contracts/replies.ts';
import { errorText } from '../../lib/error-text.ts';
import { downloadFile } from '../../lib/file-transfer.ts';
import { Button } from '../../ui/form/button.tsx';

type Reason = Reply['refused_files'][number]['reason'];

function sizeText(locale: string, bytes: number): string {
  const format = (n: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${format(bytes / 1024 / 1024, 1)} MB`;
}

export function ReplyFiles({ reply }: { reply: Reply }) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string>();
  const because: Record<Reason, string> = {
    type: t`not a PDF, Word, plain text, PNG or JPEG file`,
    size: t`larger than 10 MB`,
    mismatch: t`its contents do not match its name`,
    empty: t`the file is empty`,
    count: t`more than 10 files in one reply`,
  };
  const more = reply.refused_more;
  if (reply.files.length === 0 && reply.refused_files.length === 0) return null;
  return (
    <div className="reply-files">
      {reply.files.length > 0 && (
        <ul className="reply-files__list" aria-label={t`Files with this reply`}>
          {reply.files.map((file) => {
            const fileName = file.file_name;
            const size = sizeText(i18n.locale, file.size_bytes);
            return (
              <li key={file.document_id}>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setError(undefined);
                    downloadFile(file.url, file.file_name).catch((failure: unknown) => setError(errorText(failure)));
                  }}
                >
                  <Trans>
                    Download {fileName} ({size})
                  </Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {reply.refused_files.length > 0 && (
        <ul className="reply-files__list" aria-label={t`Files not kept`}>
          {reply.refused_files.map((file, i) => {
            const name = file.name || t`(no name)`;
            const reason = because[file.reason];
            return (
              <li key={i} className="sms-thread__error">
                <Trans>
                  Not kept: {name}, {reason}.
                </Trans>
              </li>
            );
          })}
          {more > 0 && (
            <li className="sms-thread__error">
              <Plural value={more} one="And # more file not kept." other="And # more files not kept." />
            </li>
          )}
        </ul>
      )}
      {error && <p className="sms-thread__error">{error}</p>}
    </div>
  );
}
