import type { AiWritingAction, AiWritingRequest } from '../../../contracts/ai-writing.ts';
import type { Language } from '../../../contracts/languages.ts';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish', fr: 'French' };

const INSTRUCTIONS: Record<AiWritingAction, string> = {
  generate: 'Write the text the user asks for.',
  shorten: 'Make the text shorter while keeping its meaning and key facts.',
  lengthen: 'Make the text longer and more detailed without inventing facts.',
  rephrase: 'Rephrase the text with the same meaning in clearer words.',
  fix_grammar: 'Fix spelling, grammar and punctuation only; change nothing else.',
};

export type ChatMessage = { role: 'system' | 'user'; content: string };

/** The chat messages for one request; the text travels as data, never as instructions. */
export function buildMessages(request: AiWritingRequest): ChatMessage[] {
  const system = [
    'You help a recruiter write job descriptions, assessment questions and emails.',
    INSTRUCTIONS[request.action],
    request.format === 'plain' ? 'Answer in plain text without Markdown or HTML,' : 'Answer in Markdown without HTML,',
    `and only with the resulting text. Keep the language of the given text; when there is none, write in ${LANGUAGE_NAMES[request.language]}.`,
  ].join(' ');
  const parts: string[] = [];
  if (request.prompt) parts.push(`Request: ${request.prompt}`);
  if (request.text) parts.push(`Text:\n${request.text}`);
  return [
    { role: 'system', content: system },
    { role: 'user', content: parts.join('\n\n') },
  ];
}
