/** Matrix rows: requisitions, builder, screening plans, teams, attribute weights. */
import type { MatrixRow } from './matrix-kit.ts';

export const REQUISITION_ROWS: MatrixRow[] = [];
