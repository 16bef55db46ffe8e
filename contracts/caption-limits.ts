/**
 * What one recorded answer's captions may hold (D241): a long interview answer is minutes, not
 * hours. Apart from contracts/video-processing.ts so the browser's editor checks them without
 * loading that contract's schemas (and zod with them) into a chunk the candidate's video page
 * shares; plain numbers, because a member read of an imported object kept those schemas in the
 * candidate's chunk (the budget check caught it).
 */
export const CAPTION_MAX_CUES = 2000;
export const CAPTION_MAX_TEXT_LENGTH = 500;
export const CAPTION_MAX_END_MS = 4 * 3600 * 1000;
