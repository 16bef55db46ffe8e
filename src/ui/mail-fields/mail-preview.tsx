/**
 * Each recipient's mail as the server will send it, merge fields filled (D201), under the mail
 * fields (mail-fields.tsx). It is asked for once the texts have rested a moment and have no
 * merge-field problem; nothing is sent.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { EmailPreview } from '../../../contracts/applicants.ts';
import { mergeFieldProblems } from '../../../contracts/merge-fields.ts';
import type { VersionedMail } from '../../../contracts/mail-versions.ts';
import { useLanguageNames } from '../language-names/language-names.ts';
import { mailPreviewQueryOptions } from './mail-fields.queries.ts';
import { requestTexts, type MailTexts } from './template-texts.ts';
import './mail-preview.css';

type Recipient = EmailPreview['recipients'][number];

export interface MailPreviewProps {
  /** The heading's id starts with it. */
  idPrefix: string;
  /** The applications mailed: each one's mail can be previewed. */
  refIds: string[];
  texts: MailTexts;
  /** The heading, what it says until the texts can be previewed, and what it says when the preview fails. */
  title: string;
  waitingText: string;
  failedText: string;
  /** Every recipient as a button, or (a rejection) one select when there are several. */
  recipientsAs: 'buttons' | 'select';
  /** A rule above it, where other fields come between the message and the preview. */
  isRuled?: boolean;
}

/** The request's texts once they have not changed for a moment, so the preview is not asked for at every key. */
function useSettledTexts(texts: MailTexts, ms = 400): VersionedMail {
  const wanted = JSON.stringify(requestTexts(texts));
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), ms);
    return () => clearTimeout(timer);
  }, [wanted, ms]);
  return JSON.parse(settled) as VersionedMail;
}

export function MailPreview({
  idPrefix,
  refIds,
  texts,
  title,
  waitingText,
  failedText,
  recipientsAs,
  isRuled = false,
}: MailPreviewProps) {
  const [chosen, choose] = useState<string>();
  const names = useLanguageNames();
  const settled = useSettledTexts(texts);
  const canPreview =
    settled.subject !== '' &&
    settled.message !== '' &&
    mergeFieldProblems({ subject: settled.subject, message: settled.message }).length === 0;
  const preview = useQuery({ ...mailPreviewQueryOptions(refIds, settled), enabled: canPreview });
  const recipients = preview.data?.recipients ?? [];
  const shown = recipients.find((r) => r.ref_id === chosen) ?? recipients[0];
  const titleId = `${idPrefix}-preview-title`;
  return (
    <section className={isRuled ? 'mail-preview mail-preview--ruled' : 'mail-preview'} aria-labelledby={titleId}>
      <h3 className="mail-preview__title" id={titleId}>
        {title}
      </h3>
      {!canPreview ? (
        <p className="mail-preview__note">{waitingText}</p>
      ) : preview.isError && !preview.data ? (
        <p className="mail-preview__note">{failedText}</p>
      ) : !shown ? (
        <p className="mail-preview__note">
          <Trans>Loading the preview…</Trans>
        </p>
      ) : (
        <>
          {recipientsAs === 'buttons' ? (
            <RecipientButtons recipients={recipients} shown={shown} onChoose={choose} />
          ) : (
            recipients.length > 1 && <RecipientSelect recipients={recipients} shown={shown} onChoose={choose} />
          )}
          <div className="mail-preview__mail" aria-live="polite">
            {shown.language && (
              <p className="mail-preview__language">
                <Trans>The {names[shown.language]} version</Trans>
              </p>
            )}
            <p className="mail-preview__to">
              <Trans>To {shown.email}</Trans>
            </p>
            <p className="mail-preview__subject">{shown.subject}</p>
            <p className="mail-preview__body">{shown.message}</p>
          </div>
        </>
      )}
    </section>
  );
}

interface RecipientsProps {
  recipients: Recipient[];
  shown: Recipient;
  onChoose(refId: string): void;
}

const nameOf = (r: Recipient) => `${r.first_name} ${r.last_name}`.trim() || r.email;

function RecipientButtons({ recipients, shown, onChoose }: RecipientsProps) {
  return (
    <ul className="mail-preview__recipients">
      {recipients.map((r) => (
        <li key={r.ref_id}>
          <button
            type="button"
            className="mail-preview__recipient"
            aria-pressed={r.ref_id === shown.ref_id}
            onClick={() => onChoose(r.ref_id)}
          >
            <span>{nameOf(r)}</span>
            <span className="mail-preview__email">{r.email}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function RecipientSelect({ recipients, shown, onChoose }: RecipientsProps) {
  return (
    <label className="mail-preview__for">
      <span>
        <Trans>Preview for</Trans>
      </span>
      <select className="form-field__input" value={shown.ref_id} onChange={(e) => onChoose(e.target.value)}>
        {recipients.map((r) => (
          <option key={r.ref_id} value={r.ref_id}>
            {nameOf(r)}
          </option>
        ))}
      </select>
    </label>
  );
}
