/** Matrix rows: fit scoring, predictive models, rescoring. */
import type { MatrixRow } from './matrix-kit.ts';

export const SCORING_ROWS: MatrixRow[] = [];
