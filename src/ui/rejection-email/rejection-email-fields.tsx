/**
 * The mail part of the reject dialogs, one applicant's and the bulk bar's (D213): no mail, send
 * now or later, from one of the company's message templates or the standard text, with each
 * applicant's mail previewed as the server fills it.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { REJECTION_MESSAGE_MAX, REJECTION_SUBJECT_MAX } from '../../../contracts/rejection-email.ts';
import { FormField } from '../form/form-field.tsx';
import { mergeFieldHint, mergeProblemText } from '../merge-fields/merge-field-texts.ts';
import {
  DELAY_HOURS,
  draftProblems,
  newDraft,
  sendAtOf,
  type DraftProblems,
  type RejectionEmailDraft,
} from './rejection-email-draft.ts';
import { rejectionPreviewQueryOptions, rejectionTemplatesQueryOptions } from './rejection-email.queries.ts';
import './rejection-email-fields.css';

/** A new draft with the standard rejection text in the user's language; braces go in as values. */
export function useNewRejectionDraft(): () => RejectionEmailDraft {
  const { t } = useLingui();
  return () => {
    const job = '{{job_title}}';
    const name = '{{first_name|:there}}';
    const company = '{{company_name}}';
    const sender = '{{recruiter_name}}';
    return newDraft(
      t`Your application for ${job}`,
      t`Hello ${name},

Thank you for your interest in the ${job} position at ${company} and for the time you gave us. After careful consideration, we have decided not to move forward with your application.

We wish you every success.

${sender}, ${company}`,
    );
  };
}

function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface RejectionEmailFieldsProps {
  idPrefix: string;
  accountId: number;
  /** The applications rejected: each one's mail can be previewed. */
  refIds: string[];
  draft: RejectionEmailDraft;
  onChange(draft: RejectionEmailDraft): void;
  /** Problems are shown once the person has tried to submit. */
  isAttempted: boolean;
}

export function RejectionEmailFields({
  idPrefix,
  accountId,
  refIds,
  draft,
  onChange,
  isAttempted,
}: RejectionEmailFieldsProps) {
  const { t, i18n } = useLingui();
  const set = (change: Partial<RejectionEmailDraft>) => onChange({ ...draft, ...change });
  const templates = useQuery({ ...rejectionTemplatesQueryOptions(accountId), enabled: draft.timing !== 'none' });
  const now = new Date();
  const problems = draftProblems(draft, now);
  const texts = useProblemTexts(problems, isAttempted);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const sendAt = sendAtOf(draft, now);
  const id = (name: string) => `${idPrefix}-${name}`;
  const delayLabels: Record<(typeof DELAY_HOURS)[number], string> = {
    1: t`1 hour`,
    4: t`4 hours`,
    24: t`1 day`,
    48: t`2 days`,
    168: t`1 week`,
  };

  return (
    <div className="rejection-email">
      <fieldset className="rejection-email__choices">
        <legend className="form-field__label">
          <Trans>Email to the candidate</Trans>
        </legend>
        {(
          [
            ['none', t`No email`],
            ['now', t`Send now`],
            ['later', t`Send later`],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="rejection-email__choice">
            <input
              type="radio"
              name={id('timing')}
              value={value}
              checked={draft.timing === value}
              onChange={() => set({ timing: value })}
            />
            {label}
          </label>
        ))}
      </fieldset>

      {draft.timing === 'later' && (
        <fieldset className="rejection-email__later">
          <legend className="form-field__label">
            <Trans>When</Trans>
          </legend>
          <div className="rejection-email__later-row">
            <label className="rejection-email__choice">
              <input
                type="radio"
                name={id('later-by')}
                checked={draft.laterBy === 'delay'}
                onChange={() => set({ laterBy: 'delay' })}
              />
              <Trans>After</Trans>
            </label>
            <select
              aria-label={t`Delay`}
              className="form-field__input rejection-email__inline-input"
              value={draft.delayHours}
              onChange={(e) => set({ laterBy: 'delay', delayHours: Number(e.target.value) })}
            >
              {DELAY_HOURS.map((hours) => (
                <option key={hours} value={hours}>
                  {delayLabels[hours]}
                </option>
              ))}
            </select>
          </div>
          <div className="rejection-email__later-row">
            <label className="rejection-email__choice">
              <input
                type="radio"
                name={id('later-by')}
                checked={draft.laterBy === 'time'}
                onChange={() => set({ laterBy: 'time' })}
              />
              <Trans>On</Trans>
            </label>
            <input
              type="datetime-local"
              aria-label={t`Date and time (${zone})`}
              aria-invalid={texts.sendAt ? true : undefined}
              aria-describedby={texts.sendAt ? id('send-at-error') : id('send-at-zone')}
              className="form-field__input rejection-email__inline-input"
              value={draft.localTime}
              onChange={(e) => set({ laterBy: 'time', localTime: e.target.value })}
            />
          </div>
          {texts.sendAt ? (
            <p className="form-field__error" id={id('send-at-error')}>
              {texts.sendAt}
            </p>
          ) : (
            <p className="form-field__hint" id={id('send-at-zone')}>
              {sendAt ? t`Sent on ${zonedTime(i18n.locale, sendAt)}` : t`Times are in your time zone, ${zone}.`}
            </p>
          )}
        </fieldset>
      )}

      {draft.timing !== 'none' && (
        <>
          {templates.data && templates.data.results.length > 0 && (
            <FormField id={id('template')} label={t`Start from a message template`}>
              {(a11y) => (
                <select
                  id={id('template')}
                  className="form-field__input"
                  defaultValue=""
                  onChange={(e) => {
                    const chosen = templates.data?.results.find(
                      (x) => String(x.message_template_id) === e.target.value,
                    );
                    if (chosen) set({ message: chosen.body });
                  }}
                  {...a11y}
                >
                  <option value="">{t`The standard rejection text`}</option>
                  {templates.data.results.map((x) => (
                    <option key={x.message_template_id} value={x.message_template_id}>
                      {x.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FormField id={id('subject')} label={t`Subject`} error={texts.subject}>
            {(a11y) => (
              <input
                id={id('subject')}
                className="form-field__input"
                maxLength={REJECTION_SUBJECT_MAX}
                value={draft.subject}
                onChange={(e) => set({ subject: e.target.value })}
                {...a11y}
              />
            )}
          </FormField>
          <FormField id={id('message')} label={t`Message`} hint={mergeFieldHint()} error={texts.message}>
            {(a11y) => (
              <textarea
                id={id('message')}
                className="form-field__input"
                rows={6}
                maxLength={REJECTION_MESSAGE_MAX}
                value={draft.message}
                onChange={(e) => set({ message: e.target.value })}
                {...a11y}
              />
            )}
          </FormField>
          <RejectionPreview refIds={refIds} draft={draft} hasProblems={!!(problems.subject || problems.message)} />
        </>
      )}
    </div>
  );
}

function RejectionPreview({
  refIds,
  draft,
  hasProblems,
}: {
  refIds: string[];
  draft: RejectionEmailDraft;
  hasProblems: boolean;
}) {
  const { t } = useLingui();
  const [chosen, choose] = useState<string>();
  const texts = useSettled({ subject: draft.subject.trim(), message: draft.message.trim() });
  const canPreview = !hasProblems && texts.subject !== '' && texts.message !== '';
  const preview = useQuery({
    ...rejectionPreviewQueryOptions(refIds, texts.subject, texts.message),
    enabled: canPreview,
  });
  const recipients = preview.data?.recipients ?? [];
  const shown = recipients.find((r) => r.ref_id === chosen) ?? recipients[0];
  return (
    <section className="rejection-email__preview" aria-label={t`Preview`}>
      <p className="rejection-email__preview-title">
        <Trans>Preview</Trans>
      </p>
      {!canPreview ? (
        <p className="rejection-email__note">
          <Trans>Write a subject and a message to see the candidate’s email.</Trans>
        </p>
      ) : preview.isError && !preview.data ? (
        <p className="rejection-email__note">
          <Trans>The preview could not be loaded. You can still reject.</Trans>
        </p>
      ) : !shown ? (
        <p className="rejection-email__note">
          <Trans>Loading the preview…</Trans>
        </p>
      ) : (
        <>
          {recipients.length > 1 && (
            <label className="rejection-email__preview-for">
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
          <div className="rejection-email__mail" aria-live="polite">
            <p className="rejection-email__to">
              <Trans>To {shown.email}</Trans>
            </p>
            <p className="rejection-email__subject">{shown.subject}</p>
            <p className="rejection-email__body">{shown.message}</p>
          </div>
        </>
      )}
    </section>
  );
}

function useProblemTexts(problems: DraftProblems, isAttempted: boolean) {
  const { t } = useLingui();
  const merge = (p: DraftProblems['subject'] | DraftProblems['message']) =>
    p && p !== 'required' ? mergeProblemText(p) : undefined;
  return {
    subject: merge(problems.subject) ?? (isAttempted && problems.subject ? t`Enter a subject.` : undefined),
    message: merge(problems.message) ?? (isAttempted && problems.message ? t`Write the message.` : undefined),
    sendAt: !isAttempted
      ? undefined
      : problems.sendAt === 'required'
        ? t`Choose the date and time to send it.`
        : problems.sendAt === 'past'
          ? t`Choose a time in the future.`
          : problems.sendAt === 'too_far'
            ? t`Choose a time within the next 30 days.`
            : undefined,
  };
}

/** A time with its zone named, as every time in staff screens reads. */
function zonedTime(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'long',
  }).format(new Date(iso));
}
