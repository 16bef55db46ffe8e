/**
 * Writing help in the rich-text editor: the server relays one request to an OpenAI-compatible
 * chat-completions endpoint (AI_BASE_URL) with its own key, and streams the answer back.
 *
 * The answer is a server-sent-event stream (text/event-stream), not the `{ data }` envelope:
 *   data: {"text":"…"}                        a piece to append to the suggestion
 *   event: replace / data: {"text":"…"}        the whole suggestion so far, when cleaning changed an earlier piece
 *   event: error / data: {"code","message"}   the upstream failed after the stream began
 *   event: done / data: {}                    the answer is complete
 * Failures before the first byte (not configured, too long, rate limit, upstream refused) are
 * ordinary JSON error bodies with a status. Any company staff role may ask; candidates get 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES } from './languages.ts';

export const AI_WRITING_ACTIONS = ['generate', 'shorten', 'lengthen', 'rephrase', 'fix_grammar'] as const;
export type AiWritingAction = (typeof AI_WRITING_ACTIONS)[number];

/** markdown: the rich-text editor; plain: a textarea (plain text, or a selection in HTML source). */
export const AI_WRITING_FORMATS = ['markdown', 'plain'] as const;
export type AiWritingFormat = (typeof AI_WRITING_FORMATS)[number];

export const AI_WRITING_MAX_TEXT = 20_000;
export const AI_WRITING_MAX_PROMPT = 2_000;

export const AiWritingErrorCode = {
  notConfigured: 'ai_writing_not_configured',
  upstreamUnavailable: 'ai_writing_upstream_unavailable',
  upstreamRefused: 'ai_writing_upstream_refused',
  upstreamTimeout: 'ai_writing_upstream_timeout',
} as const;

export const AiWritingRequestSchema = z.object({
  action: z.enum(AI_WRITING_ACTIONS),
  /** The selection, or the whole text when nothing is selected (Markdown, or plain text with format plain). */
  text: z
    .string()
    .check(z.maxLength(AI_WRITING_MAX_TEXT, `The text may be at most ${AI_WRITING_MAX_TEXT} characters.`)),
  /** What to write; required for generate. */
  prompt: z.optional(z.string().check(z.trim(), z.maxLength(AI_WRITING_MAX_PROMPT))),
  /** The UI language, the answer's language when the text gives none. */
  language: z.enum(LANGUAGES),
  /** The answer's format; markdown when not given. */
  format: z.optional(z.enum(AI_WRITING_FORMATS)),
});
export type AiWritingRequest = z.infer<typeof AiWritingRequestSchema>;

export const AiWritingStatusSchema = z.object({ is_configured: z.boolean() });
export type AiWritingStatus = z.infer<typeof AiWritingStatusSchema>;

export const getAiWritingStatus = defineEndpoint({
  method: 'GET',
  path: '/ai-writing/v1/status/',
  access: 'staff',
  summary: 'Whether writing help is set up (AI_BASE_URL), so the editor shows its menu',
  response: AiWritingStatusSchema,
});

export const streamAiWriting = defineEndpoint({
  method: 'POST',
  path: '/ai-writing/v1/suggestions/',
  access: 'staff',
  summary: 'Streams a writing suggestion as server-sent events (see the file header)',
  body: AiWritingRequestSchema,
  response: z.string(),
});

/** One event of the suggestion stream, as the browser reads it. */
export type AiWritingEvent =
  | { kind: 'text'; text: string }
  | { kind: 'replace'; text: string }
  | { kind: 'error'; code: string; message: string }
  | { kind: 'done' };
