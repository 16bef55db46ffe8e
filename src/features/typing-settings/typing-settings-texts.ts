/** The typing-test settings' problems in the user's language (the contract's codes), and server refusals by field. */
import { t } from '@lingui/core/macro';
import {
  MAX_MIN_NET_WPM,
  MAX_PASSAGE_TEXT,
  MAX_PASSAGE_TITLE,
  MIN_PASSAGE_TEXT,
  type TypingSettingsProblem,
} from '../../../contracts/typing-test-settings.ts';
import { TYPING_DURATION_MAX_SECONDS, TYPING_DURATION_MIN_SECONDS } from '../../../contracts/smartreq-kind-settings.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';

export function problemText(problem: TypingSettingsProblem): string {
  switch (problem.prop) {
    case 'title':
      return problem.code === 'required' ? t`Enter a title.` : t`Use at most ${MAX_PASSAGE_TITLE} characters.`;
    case 'language':
      return t`Choose a language.`;
    case 'text':
      return problem.code === 'too_short'
        ? t`Write at least ${MIN_PASSAGE_TEXT} characters.`
        : t`Use at most ${MAX_PASSAGE_TEXT} characters.`;
    case 'duration_seconds':
      return t`Enter a whole number of seconds from ${TYPING_DURATION_MIN_SECONDS} to ${TYPING_DURATION_MAX_SECONDS}.`;
    case 'min_net_wpm':
      return t`Enter a whole number from 1 to ${MAX_MIN_NET_WPM}, or leave it empty.`;
    case 'min_accuracy':
      return t`Enter a whole percentage from 1 to 100, or leave it empty.`;
  }
}

/** A server refusal: the field it names and its text. */
export function refusalText(error: unknown): { text: string; field?: string } {
  if (error instanceof ApiError) {
    const fields = fieldErrorTexts(error);
    const field = Object.keys(fields)[0];
    if (field) return { text: fields[field] ?? errorText(error), field };
  }
  return { text: errorText(error) };
}
