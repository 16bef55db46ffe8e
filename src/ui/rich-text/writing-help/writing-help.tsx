/**
 * The "Writing help" menu and its pending suggestion, for any text target (text-target.ts): the
 * Milkdown editor or a textarea. Hidden unless the server says writing help is set up.
 */
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AiWritingAction, AiWritingFormat } from '../../../../contracts/ai-writing.ts';
import { aiWritingStatusQueryOptions } from './ai-writing.queries.ts';
import { canAccept, canRegenerate } from './suggestion-machine.ts';
import { suggestionErrorText } from './suggestion-error-text.ts';
import type { TextTarget } from './text-target.ts';
import { useSuggestion } from './use-suggestion.ts';
import './writing-help.css';

export interface WritingHelpProps {
  target: TextTarget;
  format: AiWritingFormat;
  /** Shows the pending suggestion formatted (the editor's read-only view); plain text otherwise. */
  renderSuggestion?: (text: string) => ReactNode;
}

export function WritingHelp({ target, format, renderSuggestion }: WritingHelpProps) {
  const { t } = useLingui();
  const status = useQuery(aiWritingStatusQueryOptions());
  const { state, start, close } = useSuggestion(format);
  const [prompt, setPrompt] = useState('');
  const [isAskingPrompt, setIsAskingPrompt] = useState(false);
  if (!status.data?.is_configured) return null;

  const ask = (action: AiWritingAction, withPrompt?: string) => {
    const where = target.read();
    if (where) void start({ action, ...where, ...(withPrompt ? { prompt: withPrompt } : {}) });
  };
  const write = () => {
    if (!prompt.trim()) return;
    ask('generate', prompt.trim());
    setIsAskingPrompt(false);
  };
  const accept = () => {
    if (state.status !== 'ready') return;
    target.replace(state.text, state.request.range);
    close();
  };

  const actions: [AiWritingAction, string][] = [
    ['shorten', t`Shorten`],
    ['lengthen', t`Lengthen`],
    ['rephrase', t`Rephrase`],
    ['fix_grammar', t`Fix spelling and grammar`],
  ];
  const isStreaming = state.status === 'streaming';
  return (
    <div className="writing-help">
      <div className="writing-help__menu" role="group" aria-label={t`Writing help`}>
        <span className="writing-help__title">
          <Trans>Writing help</Trans>
        </span>
        <button
          type="button"
          disabled={isStreaming}
          aria-expanded={isAskingPrompt}
          onClick={() => setIsAskingPrompt((v) => !v)}
        >
          <Trans>Generate</Trans>
        </button>
        {actions.map(([action, label]) => (
          <button key={action} type="button" disabled={isStreaming} onClick={() => ask(action)}>
            {label}
          </button>
        ))}
        {state.status === 'failed' && (
          <span className="writing-help__error" role="alert">
            {suggestionErrorText(state.error.code)}
          </span>
        )}
      </div>
      {isAskingPrompt && (
        // Not a form: the menu often sits inside the field's own form, which Enter must not submit.
        <div className="writing-help__prompt">
          <label>
            <Trans>What should it write?</Trans>
            <input
              value={prompt}
              maxLength={2000}
              onChange={(event) => setPrompt(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                write();
              }}
            />
          </label>
          <button type="button" onClick={write}>
            <Trans>Write</Trans>
          </button>
        </div>
      )}
      {state.status !== 'idle' && (
        <section className="writing-help__suggestion" aria-label={t`Suggestion`} aria-busy={isStreaming}>
          <div className="writing-help__suggestion-text" aria-live="polite">
            {state.text ? (
              renderSuggestion ? (
                renderSuggestion(state.text)
              ) : (
                <p>{state.text}</p>
              )
            ) : isStreaming ? (
              <p>{t`Writing…`}</p>
            ) : null}
          </div>
          <div className="writing-help__decision">
            <button type="button" className="writing-help__accept" disabled={!canAccept(state)} onClick={accept}>
              <Trans>Accept</Trans>
            </button>
            <button type="button" onClick={close}>
              <Trans>Reject</Trans>
            </button>
            <button type="button" disabled={!canRegenerate(state)} onClick={() => void start(state.request)}>
              <Trans>Regenerate</Trans>
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
