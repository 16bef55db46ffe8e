/** Matrix rows: applicant lists, bulk actions, export, multi-compare. */
import type { MatrixRow } from './matrix-kit.ts';

export const APPLICANT_ROWS: MatrixRow[] = [];
