/**
 * The short names of the kinds of fact a timed test's device notes (D402), for staff: each fact on
 * the scorecard's details and each kind of the bias audit's breakdown by group (D417).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IntegritySignalKind } from '../../../contracts/integrity-signals.ts';

export const SIGNAL_KIND_LABELS: Record<IntegritySignalKind, MessageDescriptor> = {
  page_hidden: msg`Left the page`,
  focus_lost: msg`Another window in front`,
  offline: msg`Offline`,
  paste: msg`Paste attempt`,
  fullscreen_exit: msg`Left full screen`,
  resize: msg`Window resized`,
};
