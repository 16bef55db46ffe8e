/**
 * Typing test scoring for the server: the pure formulas live in contracts/typing-score.ts so the
 * browser's live WPM uses the very same code (hand-worked tests beside them; docs/scoring.md).
 */
export {
  alignTyped,
  BACKSPACE,
  replayKeystrokes,
  scoreTyping,
  typingLogProblem,
  type KeyEvent,
  type TypingScore,
} from '../../contracts/typing-score.ts';
