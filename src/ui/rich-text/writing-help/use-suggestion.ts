import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLingui } from '@lingui/react';
import type { AiWritingFormat } from '../../../../contracts/ai-writing.ts';
import type { Language } from '../../../../contracts/languages.ts';
import { LANGUAGES } from '../../../../contracts/languages.ts';
import { ApiError, callForStream } from '../../../lib/api-client.ts';
import { streamAiWriting } from '../../../lib/api/ai-writing.ts';
import { readSuggestionEvents } from './suggestion-events.ts';
import { IDLE, nextSuggestion, type SuggestionRequest } from './suggestion-machine.ts';

/** Runs one suggestion at a time through the state machine; a new request or close cancels the last. */
export function useSuggestion(format: AiWritingFormat) {
  const { i18n } = useLingui();
  const [state, dispatch] = useReducer(nextSuggestion, IDLE);
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (request: SuggestionRequest) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      dispatch({ type: 'start', request });
      const language: Language = (LANGUAGES as readonly string[]).includes(i18n.locale)
        ? (i18n.locale as Language)
        : 'en';
      try {
        const body = await callForStream(streamAiWriting, {
          body: { action: request.action, text: request.text, prompt: request.prompt, language, format },
          signal: controller.signal,
        });
        for await (const event of readSuggestionEvents(body)) {
          if (controller.signal.aborted) return;
          if (event.kind === 'text') dispatch({ type: 'piece', text: event.text });
          else if (event.kind === 'replace') dispatch({ type: 'replace', text: event.text });
          else if (event.kind === 'done') dispatch({ type: 'done' });
          else dispatch({ type: 'fail', code: event.code, message: event.message });
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        dispatch(
          error instanceof ApiError
            ? { type: 'fail', code: error.code ?? 'network', message: error.serverMessage }
            : { type: 'fail', code: 'network' },
        );
      }
    },
    [i18n, format],
  );
  const close = useCallback(() => {
    running.current?.abort();
    dispatch({ type: 'close' });
  }, []);

  return { state, start, close };
}
