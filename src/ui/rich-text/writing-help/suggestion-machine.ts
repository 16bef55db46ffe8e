/**
 * A writing-help suggestion from request to decision. The suggestion stays beside the editor
 * until Accept, so the document never changes on a failure or a rejection.
 */
import type { AiWritingAction } from '../../../../contracts/ai-writing.ts';
import type { TextRange } from './text-target.ts';

export interface SuggestionRequest {
  action: AiWritingAction;
  prompt?: string;
  /** The selection, or the whole text when nothing was selected. */
  text: string;
  /** Where the answer goes in the field; undefined replaces the whole text. */
  range?: TextRange;
}

export type SuggestionState =
  | { status: 'idle' }
  | { status: 'streaming'; request: SuggestionRequest; text: string }
  | { status: 'ready'; request: SuggestionRequest; text: string }
  | { status: 'failed'; request: SuggestionRequest; text: string; error: { code: string; message?: string } };

export type SuggestionEvent =
  | { type: 'start'; request: SuggestionRequest }
  | { type: 'piece'; text: string }
  | { type: 'replace'; text: string }
  | { type: 'done' }
  | { type: 'fail'; code: string; message?: string }
  | { type: 'close' };

export const IDLE: SuggestionState = { status: 'idle' };

export function nextSuggestion(state: SuggestionState, event: SuggestionEvent): SuggestionState {
  switch (event.type) {
    case 'start':
      return { status: 'streaming', request: event.request, text: '' };
    case 'close':
      return IDLE;
  }
  if (state.status !== 'streaming') return state;
  switch (event.type) {
    case 'piece':
      return { ...state, text: state.text + event.text };
    case 'replace':
      return { ...state, text: event.text };
    case 'done':
      return { status: 'ready', request: state.request, text: state.text };
    case 'fail':
      return {
        status: 'failed',
        request: state.request,
        text: state.text,
        error: { code: event.code, message: event.message },
      };
  }
}

export const canAccept = (state: SuggestionState): boolean => state.status === 'ready' && state.text.trim() !== '';
export const canRegenerate = (state: SuggestionState): boolean => state.status === 'ready' || state.status === 'failed';
