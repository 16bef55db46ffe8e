/**
 * The mail part of the reject dialogs, one applicant's and the bulk bar's (D213): no mail; after
 * the company's delay, which undoing the rejection cancels (D266); now, a deliberate choice said to
 * be beyond Undo; or later; the standard text, which the server makes for each candidate in their own
 * language, or a text the person writes from one of the company's message templates (D263); each
 * applicant's mail previewed as the server makes it, with the language it goes in.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailFields } from '../mail-fields/mail-fields.tsx';
import {
  DELAY_HOURS,
  draftProblems,
  newDraft,
  sendAtOf,
  type DraftProblems,
  type EmailTiming,
  type RejectionEmailDraft,
} from './rejection-email-draft.ts';
import { RejectionPreview } from './rejection-preview.tsx';
import './rejection-email-fields.css';

/**
 * A new draft: the standard text (made in each candidate's language by the server); a written one
 * starts from the standard words in the user's language. Braces go in as values.
 */
export function useNewRejectionDraft(): () => RejectionEmailDraft {
  const { t, i18n } = useLingui();
  return () => {
    const job = '{{job_title}}';
    const name = greetingName(i18n.locale);
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

/**
 * The first name in the greeting: English greets a candidate without one "Hello there,"; Spanish
 * and French have no such word, and an empty field takes the gap before it ("Hola:", "Bonjour,"; D463).
 */
function greetingName(locale: string): string {
  return locale.startsWith('en') ? '{{first_name|:there}}' : '{{first_name}}';
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
  /** The company's delay before a rejection mail leaves (0: no such choice, a mail goes now). */
  delayMinutes: number;
}

export function RejectionEmailFields({
  idPrefix,
  accountId,
  refIds,
  draft,
  onChange,
  isAttempted,
  delayMinutes,
}: RejectionEmailFieldsProps) {
  const { t, i18n } = useLingui();
  const set = (change: Partial<RejectionEmailDraft>) => onChange({ ...draft, ...change });
  const now = new Date();
  const sendAtError = useSendAtText(draftProblems(draft, now).sendAt, isAttempted);
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

  // "Send now" is a deliberate choice after the delayed one, which Undo can still call back (D266).
  const timings: [EmailTiming, string][] = [
    ['none', t`No email`],
    ...(delayMinutes > 0
      ? [
          [
            'delay',
            plural(delayMinutes, {
              one: 'Send in # minute (undoing the rejection cancels it)',
              other: 'Send in # minutes (undoing the rejection cancels it)',
            }),
          ] satisfies [EmailTiming, string],
        ]
      : []),
    ['now', t`Send now`],
    ['later', t`Send later`],
  ];

  return (
    <div className="rejection-email">
      <fieldset className="rejection-email__choices">
        <legend className="form-field__label">
          <Trans>Email to the candidate</Trans>
        </legend>
        {timings.map(([value, label]) => (
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
        {draft.timing === 'now' && (
          <p className="form-field__hint">
            <Trans>It leaves with the rejection: undoing the rejection will not call it back.</Trans>
          </p>
        )}
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
              aria-invalid={sendAtError ? true : undefined}
              aria-describedby={sendAtError ? id('send-at-error') : id('send-at-zone')}
              className="form-field__input rejection-email__inline-input"
              value={draft.localTime}
              onChange={(e) => set({ laterBy: 'time', localTime: e.target.value })}
            />
          </div>
          {sendAtError ? (
            <p className="form-field__error" id={id('send-at-error')}>
              {sendAtError}
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
          <fieldset className="rejection-email__choices">
            <legend className="form-field__label">
              <Trans>Text</Trans>
            </legend>
            {(
              [
                ['standard', t`The standard text, in each candidate’s language`],
                ['written', t`Write my own`],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="rejection-email__choice">
                <input
                  type="radio"
                  name={id('text')}
                  value={value}
                  checked={draft.text === value}
                  onChange={() => set({ text: value })}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {draft.text === 'written' && (
            <MailFields
              idPrefix={idPrefix}
              accountId={accountId}
              texts={draft}
              onChange={set}
              noTemplateLabel={t`The standard rejection text`}
              isAttempted={isAttempted}
            />
          )}
          <RejectionPreview
            idPrefix={idPrefix}
            refIds={refIds}
            text={draft.text}
            subject={draft.subject}
            message={draft.message}
            template={draft.template}
          />
        </>
      )}
    </div>
  );
}

function useSendAtText(problem: DraftProblems['sendAt'], isAttempted: boolean): string | undefined {
  const { t } = useLingui();
  if (!isAttempted) return undefined;
  return problem === 'required'
    ? t`Choose the date and time to send it.`
    : problem === 'past'
      ? t`Choose a time in the future.`
      : problem === 'too_far'
        ? t`Choose a time within the next 30 days.`
        : undefined;
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
