/**
 * "Send for signature" asks first (D216): the dialog shows the e-mail the candidate will receive,
 * rendered by the server as the send renders it (their language, the company's template, their
 * name filled in), and which language it goes in and whose text it is (D381); it sends only on
 * "Send now". Cancel or Escape leaves the draft as it is.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Offer } from '../../../contracts/offer.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useLanguageNames } from '../../ui/language-names/language-names.ts';
import { offerErrorText } from '../../lib/offer-texts.ts';
import { offerMailPreviewQueryOptions } from './staff-offers.queries.ts';

export function SendOfferDialog({
  offer,
  isOpen,
  onCancel,
  onSent,
  send,
}: {
  offer: Offer;
  isOpen: boolean;
  onCancel(): void;
  onSent(): void;
  send(): Promise<unknown>;
}) {
  const { t } = useLingui();
  const languageNames = useLanguageNames();
  const preview = useQuery({ ...offerMailPreviewQueryOptions(offer.offer_uuid), enabled: isOpen });
  const sending = useMutation({ mutationFn: send, onSuccess: onSent });
  const candidate = offer.signers.find((s) => s.role === 'candidate')?.name ?? '';
  const mail = preview.data;
  const language = mail ? languageNames[mail.language] : '';
  const failure = sending.error ?? preview.error;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      question={t`Send this offer to ${candidate} for signature?`}
      confirmLabel={<Trans>Send now</Trans>}
      isBusy={sending.isPending}
      error={failure ? offerErrorText(failure) : undefined}
      onCancel={() => {
        sending.reset();
        onCancel();
      }}
      // Nothing goes out before the recruiter has seen what goes out.
      onConfirm={() => {
        if (mail) sending.mutate();
      }}
      detail={
        mail ? (
          <div className="offer-mail-preview" aria-label={t`The e-mail ${candidate} will receive`} role="group">
            <p>
              <Trans>
                The e-mail {mail.to_name} will receive at {mail.to_address}:
              </Trans>
            </p>
            <p data-testid="offer-mail-language">
              {mail.is_company_version ? (
                <Trans>Sent in {language}, from your company’s version of this e-mail.</Trans>
              ) : (
                <Trans>
                  Sent in {language}, from the platform’s text: your company has no version of this e-mail in that
                  language.
                </Trans>
              )}
            </p>
            {!mail.is_sent_at_once && (
              <p className="offers-muted">
                <Trans>Countersigners sign first; the candidate gets this e-mail when it is their turn.</Trans>
              </p>
            )}
            <p>
              <strong>
                <Trans>Subject:</Trans>
              </strong>{' '}
              <span data-testid="offer-mail-subject" lang={mail.language}>
                {mail.subject}
              </span>
            </p>
            <div className="offer-mail-preview__body" data-testid="offer-mail-body" lang={mail.language}>
              {mail.text_body}
            </div>
            <p className="offers-muted">
              <Trans>The link in the e-mail carries a one-time key, made when the offer is sent.</Trans>
            </p>
          </div>
        ) : preview.isPending ? (
          <p role="status">
            <Trans>Loading the e-mail…</Trans>
          </p>
        ) : undefined
      }
    />
  );
}
