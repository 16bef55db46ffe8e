/** Matrix rows: typing, skills and speed tests. */
import type { MatrixRow } from './matrix-kit.ts';

export const TIMED_ACTIVITY_ROWS: MatrixRow[] = [];
