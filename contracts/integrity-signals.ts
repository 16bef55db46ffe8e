/**
 * How a timed test was taken (D402): facts the candidate's device records while a timed activity
 * runs, sent with its answers, and shown to staff as facts, never as a verdict or a score. No
 * signal changes a score, a rank or a fit.
 *
 * - `page_hidden`: the page was hidden (another tab or app), with how long.
 * - `focus_lost`: the page stayed visible but its window lost the focus, with how long.
 * - `paste`: a paste into the test (the paste itself goes on as the test allows).
 * - `fullscreen_exit`: full screen left, where the company asks for it.
 * - `resize`: the window's size changed a lot (a split screen, a second window).
 * - `offline`: the device had no network, with how long, so a gap is not read as leaving.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { bodyId, UserSmartreqIdParams, uuid } from './scorecard-common.ts';

export const INTEGRITY_SIGNAL_KINDS = [
  'page_hidden',
  'focus_lost',
  'paste',
  'fullscreen_exit',
  'resize',
  'offline',
] as const;
export type IntegritySignalKind = (typeof INTEGRITY_SIGNAL_KINDS)[number];

/** The kinds that last: each signal of these carries its duration. */
export const LASTING_SIGNAL_KINDS: readonly IntegritySignalKind[] = ['page_hidden', 'focus_lost', 'offline'];

/** The activity kinds that record signals: the timed tests. */
export const INTEGRITY_ACTIVITY_TYPES = ['skills_test', 'typing_test'] as const;

/** At most this many signals in one request; a device sends more in several. */
export const MAX_SIGNALS_PER_REQUEST = 100;
/** At most this many signals of one application's activity are kept and shown (the first ones). */
export const MAX_SIGNALS_PER_ACTIVITY = 500;
/** A day: no spell lasts longer in a timed test. */
const MAX_DURATION_MS = 86_400_000;

export const IntegritySignalSchema = z.object({
  /** Minted on the device: the same signal sent again is kept once. */
  signal_id: uuid,
  kind: z.enum(INTEGRITY_SIGNAL_KINDS),
  /** When it began, by the device's clock. */
  occurred_at: z.iso.datetime({ offset: true }),
  /** How long it lasted, for the lasting kinds. */
  duration_ms: z.optional(z.number().check(z.int(), z.gte(0), z.lte(MAX_DURATION_MS))),
});
export type IntegritySignal = z.infer<typeof IntegritySignalSchema>;

export const RecordIntegritySignalsBody = z.object({
  ref_id: uuid,
  job_step_activity_id: bodyId,
  signals: z.array(IntegritySignalSchema).check(z.minLength(1), z.maxLength(MAX_SIGNALS_PER_REQUEST)),
});
export type RecordIntegritySignalsBodyType = z.infer<typeof RecordIntegritySignalsBody>;

export const recordIntegritySignals = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/integrity-signals/',
  access: 'signed-in',
  summary:
    'Record how one of your timed tests was taken (time away from the page, pastes, full-screen exits, window size changes, offline spells), as you were told before it began; accepted before, during and after the submission, a signal sent again kept once; never changes a score',
  body: RecordIntegritySignalsBody,
  response: z.object({ recorded: z.number() }),
});

/** A lasting kind's total. */
const Spells = z.object({ count: z.number(), total_ms: z.number() });

/** The totals of one activity's signals: what the scorecard's line of facts says. */
export const IntegrityTotalsSchema = z.object({
  page_hidden: Spells,
  focus_lost: Spells,
  offline: Spells,
  paste: z.number(),
  fullscreen_exit: z.number(),
  resize: z.number(),
  /**
   * When another device took the test over mid-attempt, each take-over's time, oldest first; absent
   * when it never moved. Read from the activity's lease history (D73, D74), not sent by the device
   * (D486).
   */
  device_moves: z.optional(z.array(z.iso.datetime({ offset: true }))),
});
export type IntegrityTotals = z.infer<typeof IntegrityTotalsSchema>;

export const StaffIntegritySummarySchema = z.object({
  job_step_activity_id: z.number(),
  activity_type: z.string(),
  title: z.string(),
  ...IntegrityTotalsSchema.shape,
  /** Each signal, oldest first (at most MAX_SIGNALS_PER_ACTIVITY): the details on demand. */
  signals: z.array(
    z.object({
      kind: z.enum(INTEGRITY_SIGNAL_KINDS),
      occurred_at: z.iso.datetime({ offset: true }),
      duration_ms: z.nullable(z.number()),
    }),
  ),
});
export type StaffIntegritySummary = z.infer<typeof StaffIntegritySummarySchema>;

export const listStaffIntegritySignals = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/integrity-signals/{userSmartreqId}/',
  access: 'applicant-team',
  summary:
    "How an application's timed tests were taken, as facts with their totals (time away, offline spells, pastes, full-screen exits, window changes), for staff who may work on its job; only the plan's timed tests the candidate's device reported on",
  params: UserSmartreqIdParams,
  response: z.array(StaffIntegritySummarySchema),
});

/** The totals of one activity's signals. */
export function summarizeSignals(
  signals: readonly { kind: IntegritySignalKind; duration_ms: number | null }[],
): IntegrityTotals {
  const spells = (kind: IntegritySignalKind) => {
    const of = signals.filter((s) => s.kind === kind);
    return { count: of.length, total_ms: of.reduce((sum, s) => sum + (s.duration_ms ?? 0), 0) };
  };
  const count = (kind: IntegritySignalKind) => signals.filter((s) => s.kind === kind).length;
  return {
    page_hidden: spells('page_hidden'),
    focus_lost: spells('focus_lost'),
    offline: spells('offline'),
    paste: count('paste'),
    fullscreen_exit: count('fullscreen_exit'),
    resize: count('resize'),
  };
}

export const integritySignalsEndpoints = [recordIntegritySignals, listStaffIntegritySignals];
