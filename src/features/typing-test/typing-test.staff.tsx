/**
 * The typing test in the staff plan editor (src/ui/staff-kit/staff-kind.ts): the run's length, the
 * passage language and the minimums that meet the bar; a new activity starts from the company's
 * defaults. Staff-only: no candidate route imports this file.
 */
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { typingTestKind } from '../../../contracts/typing-test-kind.ts';
import { TYPING_DURATION_MAX_SECONDS, TYPING_DURATION_MIN_SECONDS } from '../../../contracts/smartreq-kind-settings.ts';
import { LANGUAGES, type Language } from '../../../contracts/user.ts';
import { languageLabel, languageName } from '../../lib/language-names.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { defineStaffKind, figure, type KindSettingsFormProps } from '../../ui/staff-kit/staff-kind.ts';

export interface TypingDraft {
  duration: string;
  /** Empty: the candidate's language. */
  language: '' | Language;
  /** Empty: no minimum. */
  minWpm: string;
  minAccuracy: string;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

const wholeIn = (value: string, min: number, max: number) =>
  /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

function TypingSettingsFields({ idPrefix, draft, onDraft, errors }: KindSettingsFormProps<TypingDraft>) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const error = (key: string) => (errors[key] ? _(errors[key]) : undefined);
  return (
    <div className="smartreq-form__row">
      <TextField
        id={`${idPrefix}-typing-duration`}
        label={<Trans>Duration (seconds)</Trans>}
        hint={<Trans>From 10 to 900; candidates with extra time get more.</Trans>}
        inputMode="numeric"
        value={draft.duration}
        error={error('typing-duration')}
        onChange={(event) => onDraft({ ...draft, duration: event.target.value })}
      />
      <FormField
        id={`${idPrefix}-typing-language`}
        label={<Trans>Passage language</Trans>}
        hint={<Trans>The language the candidate types in.</Trans>}
      >
        {(a11y) => (
          <select
            id={`${idPrefix}-typing-language`}
            className="smartreq-select"
            {...a11y}
            value={draft.language}
            onChange={(event) => onDraft({ ...draft, language: event.target.value as '' | Language })}
          >
            <option value="">{t`The candidate's language`}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageLabel(code, i18n.locale)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        id={`${idPrefix}-typing-min-wpm`}
        label={<Trans>Minimum net words per minute</Trans>}
        hint={<Trans>Empty: no minimum.</Trans>}
        inputMode="numeric"
        value={draft.minWpm}
        error={error('typing-min-wpm')}
        onChange={(event) => onDraft({ ...draft, minWpm: event.target.value })}
      />
      <TextField
        id={`${idPrefix}-typing-min-accuracy`}
        label={<Trans>Minimum accuracy (%)</Trans>}
        hint={<Trans>Empty: no minimum.</Trans>}
        inputMode="numeric"
        value={draft.minAccuracy}
        error={error('typing-min-accuracy')}
        onChange={(event) => onDraft({ ...draft, minAccuracy: event.target.value })}
      />
    </div>
  );
}

export const typingTestStaffKind = defineStaffKind({
  kind: typingTestKind,
  label: msg`Typing test`,
  settings: {
    field: typingTestKind.settingsField,
    draftFrom(value, defaults): TypingDraft {
      const typing = value ?? defaults?.typing_defaults;
      return {
        duration: String(typing?.duration_seconds ?? 60),
        language: (value?.language as Language | null | undefined) ?? '',
        minWpm: text(typing?.min_net_wpm),
        minAccuracy: text(typing?.min_accuracy),
      };
    },
    check(draft: TypingDraft, errors) {
      if (!wholeIn(draft.duration, TYPING_DURATION_MIN_SECONDS, TYPING_DURATION_MAX_SECONDS))
        errors['typing-duration'] = msg`Enter a whole number of seconds from 10 to 900.`;
      const wpm = draft.minWpm.trim();
      const accuracy = draft.minAccuracy.trim();
      if (wpm !== '' && !wholeIn(wpm, 1, 300))
        errors['typing-min-wpm'] = msg`Enter a whole number from 1 to 300, or leave it empty.`;
      if (accuracy !== '' && !wholeIn(accuracy, 1, 100))
        errors['typing-min-accuracy'] = msg`Enter a whole percentage from 1 to 100, or leave it empty.`;
      return {
        duration_seconds: Number(draft.duration),
        language: draft.language || null,
        min_net_wpm: wpm === '' ? null : Number(wpm),
        min_accuracy: accuracy === '' ? null : Number(accuracy),
      };
    },
    Form: TypingSettingsFields,
    details(i18n, typing) {
      const minutes = Math.floor(typing.duration_seconds / 60);
      const seconds = String(typing.duration_seconds % 60).padStart(2, '0');
      const length = `${minutes}:${seconds}`;
      const parts = [
        typing.language
          ? i18n._(msg`${length} min, passage in ${languageName(typing.language, i18n.locale)}`)
          : i18n._(msg`${length} min, passage in the candidate's language`),
      ];
      if (typeof typing.min_net_wpm === 'number')
        parts.push(i18n._(msg`at least ${typing.min_net_wpm} net words per minute`));
      if (typeof typing.min_accuracy === 'number') parts.push(i18n._(msg`at least ${typing.min_accuracy}% accurate`));
      return parts.join(', ');
    },
    notForKindText: () => t`Only typing tests take a duration and passage language.`,
  },
  result: {
    scoreKind: 'typing',
    text: (i18n, { net_wpm, accuracy }) =>
      net_wpm === undefined || accuracy === undefined
        ? undefined
        : i18n._(msg`${figure(i18n, net_wpm)} net WPM, ${figure(i18n, accuracy)}% accuracy`),
  },
});
