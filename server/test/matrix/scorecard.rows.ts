/** Matrix rows: one application's scorecard and its actions. */
import type { MatrixRow } from './matrix-kit.ts';

export const SCORECARD_ROWS: MatrixRow[] = [];
