/**
 * The editor's "Writing help" menu and its pending suggestion. Must sit inside the editor's
 * MilkdownProvider; hidden unless the server says writing help is set up.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { editorViewCtx } from '@milkdown/kit/core';
import { TextSelection } from '@milkdown/kit/prose/state';
import { getMarkdown, insert, replaceAll } from '@milkdown/kit/utils';
import { useInstance } from '@milkdown/react';
import type { AiWritingAction } from '../../../../contracts/ai-writing.ts';
import { aiWritingStatusQueryOptions } from './ai-writing.queries.ts';
import { canAccept, canRegenerate, type SuggestionRequest } from './suggestion-machine.ts';
import { suggestionErrorText } from './suggestion-error-text.ts';
import { useSuggestion } from './use-suggestion.ts';
import './writing-help.css';

export function WritingHelp() {
  const { t } = useLingui();
  const status = useQuery(aiWritingStatusQueryOptions());
  const [isLoading, getEditor] = useInstance();
  const { state, start, close } = useSuggestion();
  const [prompt, setPrompt] = useState('');
  const [isAskingPrompt, setIsAskingPrompt] = useState(false);
  if (!status.data?.is_configured) return null;

  const target = (): Pick<SuggestionRequest, 'text' | 'range'> | undefined => {
    if (isLoading) return undefined;
    return getEditor()?.action((ctx) => {
      const { from, to, empty } = ctx.get(editorViewCtx).state.selection;
      if (empty) return { text: getMarkdown()(ctx) };
      return { text: ctx.get(editorViewCtx).state.doc.textBetween(from, to, '\n\n'), range: { from, to } };
    });
  };
  const ask = (action: AiWritingAction, withPrompt?: string) => {
    const where = target();
    if (where) void start({ action, ...where, ...(withPrompt ? { prompt: withPrompt } : {}) });
  };
  const accept = () => {
    if (state.status !== 'ready') return;
    const { range } = state.request;
    getEditor()?.action((ctx) => {
      if (!range) return replaceAll(state.text)(ctx);
      const view = ctx.get(editorViewCtx);
      const size = view.state.doc.content.size;
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, Math.min(range.from, size), Math.min(range.to, size))));
      insert(state.text)(ctx);
    });
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
        <button type="button" disabled={isStreaming} aria-expanded={isAskingPrompt} onClick={() => setIsAskingPrompt((v) => !v)}>
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
        <form
          className="writing-help__prompt"
          onSubmit={(event) => {
            event.preventDefault();
            if (!prompt.trim()) return;
            ask('generate', prompt.trim());
            setIsAskingPrompt(false);
          }}
        >
          <label>
            <Trans>What should it write?</Trans>
            <input value={prompt} maxLength={2000} onChange={(event) => setPrompt(event.target.value)} />
          </label>
          <button type="submit">
            <Trans>Write</Trans>
          </button>
        </form>
      )}
      {state.status !== 'idle' && (
        <section className="writing-help__suggestion" aria-label={t`Suggestion`} aria-busy={isStreaming}>
          <p className="writing-help__suggestion-text" aria-live="polite">
            {state.text || (isStreaming ? t`Writing…` : '')}
          </p>
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
