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
          Raw speed counts every character left in your text (five characters make a word); each mistake you left (a
          wrong, missing, extra or swapped letter, or a skipped word) takes off one character for net speed; accuracy is
          the share of your characters that count. Net speed is raw speed times accuracy.
        </Trans>
      </p>
    </>
  );
}
