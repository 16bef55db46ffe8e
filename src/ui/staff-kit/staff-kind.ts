/**
 * What an activity kind declares for the staff plan editor (D186), once, in its own
 * feature folder (`src/features/<kind>/<kind>.staff.tsx`), listed by src/kinds/staff.gen.ts: its
 * label, and the form of its settings with how the recruiter's draft is checked and sent, the
 * plan's line for what was set, and the words for the server's refusal. Settings come in one of two
 * places: `settings` for those kept in `job_step_activities.settings` (its contract definition's
 * `settingsField`), `fields` for those the plan activity carries in fields of their own (their own
 * columns or tables: a skills test's id, video questions). Staff-only: candidate routes never load
 * it (the budget check fails on a staff module in a candidate route's load).
 */
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ActivityKindDefinition } from '../../../contracts/activity-kind.ts';
import type { KindSettingsField } from '../../../contracts/activity-kinds.ts';
import type { ActivityInput, PatchActivity, Plan, PlanActivity } from '../../../contracts/smartreq.ts';
import type { Language } from '../../../contracts/user.ts';
import type { ErrorCodeValue } from '../../../contracts/error-codes.ts';
import type { ScoreKind } from './score-explanation.ts';

/** Field errors by the id suffix of their control (`min-download`, `typing-duration`...). */
export type KindErrors = Record<string, MessageDescriptor>;

export interface KindSettingsFormProps<Draft> {
  idPrefix: string;
  draft: Draft;
  onDraft(draft: Draft): void;
  errors: KindErrors;
}

/** What the plan editor knows of where the activity is: forms that list the company's choices read it. */
export interface KindFormContext {
  /** The requisition's company, once its details have loaded. */
  accountId: number | undefined;
  /** The language the staff member reads the plan in (titles of the choices). */
  language: Language;
  /** The company's default language, which its own texts are written in (D199); undefined until the plan has loaded. */
  defaultLanguage?: Language;
}

/** What the plan view brings for a new activity: the company's defaults a kind may start from. */
export type PlanDefaults = Pick<Plan, 'typing_defaults'>;

export interface StaffKindSettings<F extends KindSettingsField, Draft> {
  /** The plan activity field the settings travel in (the contract definition's `settingsField`). */
  field: F;
  /** What the form holds for an activity's settings, or a new activity's (undefined, then `defaults` may say where it starts). */
  draftFrom(value: PlanActivity[F] | undefined, defaults?: PlanDefaults): Draft;
  /** The request field; errors go into `errors` (then nothing is sent). */
  check(draft: Draft, errors: KindErrors): NonNullable<ActivityInput[F]>;
  /** The settings' fields (a component; a method, so a list can hold kinds with different drafts). */
  Form(props: KindSettingsFormProps<Draft>): ReactNode;
  /** The plan editor's line for what was set. */
  details(i18n: I18n, value: NonNullable<PlanActivity[F]>): string;
  /** The server refused these settings on another kind's activity (`not_for_kind`); call at render time. */
  notForKindText(): string;
}

/** The request fields a kind's own plan fields become, the same for a new activity and an edit. */
export type KindPlanFields = Omit<PatchActivity, 'title' | 'instructions' | KindSettingsField>;

export interface StaffKindFields<Draft> {
  /** What the form holds for an activity, or a new activity's (undefined). */
  draftFrom(activity: PlanActivity | undefined): Draft;
  /** The request fields; errors go into `errors` (then nothing is sent). */
  check(draft: Draft, errors: KindErrors, context?: KindCheckContext): KindPlanFields;
  /** The fields' controls (a method, so a list can hold kinds with different drafts). */
  Form(props: KindSettingsFormProps<Draft> & KindFormContext): ReactNode;
  /** A new activity's title when the recruiter leaves it empty, if not the kind's label. */
  defaultTitle?(draft: Draft, context: KindCheckContext): string | undefined;
}

/**
 * What a check may read besides the draft: the choices its form showed, from the query cache (a
 * form showing the first of a list as chosen until the recruiter picks another sends that one).
 */
export interface KindCheckContext extends KindFormContext {
  queryClient: QueryClient;
}

export interface StaffKindDefinition<F extends KindSettingsField = KindSettingsField, Draft = unknown> {
  kind: ActivityKindDefinition;
  /** The kind's name in the plan editor and wherever staff see it. */
  label: MessageDescriptor;
  settings?: StaffKindSettings<F, Draft>;
  fields?: StaffKindFields<Draft>;
  /** For a kind without settings: what it asks of the candidate, shown where settings would be. */
  about?(): ReactNode;
  /** What the plan editor's line adds for an activity of this kind, besides its `settings` (call with its own activities only). */
  details?(i18n: I18n, activity: PlanActivity): string[];
  /** The server refused one of its own fields on another kind's activity (`not_for_kind`), by the field it names; call at render time. */
  notForKindTexts?: Partial<
    Record<Exclude<keyof ActivityInput, 'activity_type' | 'title' | 'instructions'>, () => string>
  >;
  /** The words for the plan refusals only this kind gives, by code; call at render time. */
  refusals?: Partial<Record<ErrorCodeValue, () => string>>;
  /** How the scorecard's timed tests show its result (the server kind's `staffResult` figures). */
  result?: StaffKindResult;
}

export interface StaffKindResult {
  /** What its figures are on (src/ui/staff-kit/score-explanation.ts). */
  scoreKind: ScoreKind;
  /** The figures in a phrase ("52 net WPM, 97% accuracy"); undefined when one it needs is missing. */
  text(i18n: I18n, figures: Readonly<Record<string, number>>): string | undefined;
}

/** A figure in the reader's locale, with at most `digits` decimals. */
export function figure(i18n: I18n, value: number, digits = 1): string {
  return i18n.number(value, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** Declares a kind's staff side. */
export function defineStaffKind<F extends KindSettingsField, Draft>(
  definition: StaffKindDefinition<F, Draft>,
): StaffKindDefinition<F, Draft> {
  return definition;
}
