/**
 * How long a unit test waits for what it stands for (a rendered text, a polled state): one bound
 * for every file, set before any runs (vitest.config.ts setupFiles). Testing Library and
 * `expect.poll` default to one second, a time sized for a quiet fast machine: on a slow, busy one a
 * lazily loaded screen took longer and a passing test failed. A wait that succeeds returns as soon
 * as its condition holds, so a generous bound costs a passing run nothing (D268, as PATIENCE in
 * playwright.config.ts for the journeys).
 */
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { UNIT_PATIENCE } from './patience-bounds.ts';

configure({ asyncUtilTimeout: UNIT_PATIENCE.wait });

// vitest's `vi.waitFor` defaults to one second too, and it has no setting for it: a call that names
// no timeout gets the same bound (a test that passes PATIENT, or its own options, keeps them).
type WaitFor = typeof vi.waitFor & { [PATIENT_DEFAULT]?: true };
const PATIENT_DEFAULT = Symbol.for('assay.patient-wait-for');
if (!(vi.waitFor as WaitFor)[PATIENT_DEFAULT]) {
  const waitFor = vi.waitFor;
  vi.waitFor = Object.assign(
    ((callback, options) =>
      waitFor(
        callback,
        typeof options === 'number' ? options : { timeout: UNIT_PATIENCE.wait, ...options },
      )) as typeof vi.waitFor,
    { [PATIENT_DEFAULT]: true as const },
  );
}
