import { Trans } from '@lingui/react/macro';
import type { TypingResult } from '../../../contracts/typing-test.ts';

/** What the result list shows: the server's numbers once received, this device's until then. */
export type ShownResult = Omit<TypingResult, 'answer_count' | 'answers_hash'>;

export function ResultList({ result }: { result: ShownResult }) {
  return (
    <>
      <h2 className="tt-subtitle">
        <Trans>Your result</Trans>
      </h2>
      <dl className="tt-results">
        <div>
          <dt>
            <Trans>Net speed</Trans>
          </dt>
          <dd>
            <Trans>{result.net_wpm} WPM</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Accuracy</Trans>
          </dt>
          <dd>{result.accuracy}%</dd>
        </div>
        <div>
          <dt>
            <Trans>Raw speed</Trans>
          </dt>
          <dd>
            <Trans>{result.raw_wpm} WPM</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Corrections</Trans>
          </dt>
          <dd>{result.corrections}</dd>
        </div>
      </dl>
      <p className="tt-muted">
        <Trans>
          Net speed counts the words you typed correctly (five characters make a word); raw speed counts every character
          you typed; accuracy is the share of your keystrokes that were right.
        </Trans>
      </p>
    </>
  );
}
