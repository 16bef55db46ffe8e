/**
 * Each rejected applicant's mail as the server will make it, and the language it goes in (D263):
 * the standard text in the candidate's own language, or a written text as it was written (the
 * candidate's language beside it, so the person sees when the two differ). A written text is
 * asked for once it has rested a moment and has no merge-field problem; nothing is sent.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RejectionPreview as Preview } from '../../../contracts/applicants.ts';
import { mergeFieldProblems } from '../../../contracts/merge-fields.ts';
import type { RejectionText } from '../../../contracts/rejection-email.ts';
import type { VersionedMail } from '../../../contracts/mail-versions.ts';
import { useLanguageNames } from '../language-names/language-names.ts';
import { requestTexts, type TemplateTexts } from '../mail-fields/template-texts.ts';
import { rejectionPreviewQueryOptions } from './rejection-email.queries.ts';
import '../mail-fields/mail-preview.css';
import './rejection-email-fields.css';

type Recipient = Preview['recipients'][number];

export interface RejectionPreviewProps {
  /** The heading's id starts with it. */
  idPrefix: string;
  /** The applications rejected: each one's mail can be previewed. */
  refIds: string[];
  text: RejectionText;
  /** The written text (ignored for the standard one). */
  subject: string;
  message: string;
  /** A message template's versions (D292): each candidate's preview in their language's. */
  template?: TemplateTexts | undefined;
}

/** The written text once it has not changed for a moment, so the preview is not asked for at every key. */
function useSettledTexts(written: VersionedMail, ms = 400): VersionedMail {
  const wanted = JSON.stringify(written);
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), ms);
    return () => clearTimeout(timer);
  }, [wanted, ms]);
  return JSON.parse(settled) as VersionedMail;
}

export function RejectionPreview({ idPrefix, refIds, text, subject, message, template }: RejectionPreviewProps) {
  const { t } = useLingui();
  const [chosen, choose] = useState<string>();
  const settled = useSettledTexts(requestTexts({ subject, message, template }));
  const isStandard = text === 'standard';
  const canPreview =
    isStandard ||
    (settled.subject !== '' &&
      settled.message !== '' &&
      mergeFieldProblems({ subject: settled.subject, message: settled.message }).length === 0);
  const preview = useQuery({
    ...rejectionPreviewQueryOptions(refIds, isStandard ? { text } : { text, ...settled }),
    enabled: canPreview,
  });
  const recipients = preview.data?.recipients ?? [];
  const shown = recipients.find((r) => r.ref_id === chosen) ?? recipients[0];
  const titleId = `${idPrefix}-preview-title`;
  return (
    <section className="mail-preview" aria-labelledby={titleId}>
      <h3 className="mail-preview__title" id={titleId}>
        {t`Preview`}
      </h3>
      {!canPreview ? (
        <p className="mail-preview__note">
          <Trans>Write a subject and a message to see the candidate’s email.</Trans>
        </p>
      ) : preview.isError && !preview.data ? (
        <p className="mail-preview__note">
          <Trans>The preview could not be loaded. You can still reject.</Trans>
        </p>
      ) : !shown ? (
        <p className="mail-preview__note">
          <Trans>Loading the preview…</Trans>
        </p>
      ) : (
        <>
          {recipients.length > 1 && (
            <label className="mail-preview__for">
              <span>
                <Trans>Preview for</Trans>
              </span>
              <select className="form-field__input" value={shown.ref_id} onChange={(e) => choose(e.target.value)}>
                {recipients.map((r) => (
                  <option key={r.ref_id} value={r.ref_id}>
                    {`${r.first_name} ${r.last_name}`.trim() || r.email}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="mail-preview__mail" aria-live="polite">
            <p className="rejection-email__language">
              <MailLanguage recipient={shown} />
            </p>
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

/** Which language the mail goes in, said against the candidate's own. */
function MailLanguage({ recipient }: { recipient: Recipient }) {
  const names = useLanguageNames();
  const candidateLanguage = names[recipient.candidate_language];
  if (recipient.language === null)
    return <Trans>Sent as you wrote it. The candidate’s language is {candidateLanguage}.</Trans>;
  const language = names[recipient.language];
  return recipient.language === recipient.candidate_language ? (
    <Trans>Sent in {language}, the candidate’s language.</Trans>
  ) : (
    <Trans>Sent in {language}.</Trans>
  );
}
