/**
 * One activity kind's shared facts (D186), declared once in the kind's own contract
 * file (`contracts/<kind>-kind.ts`) and listed once in contracts/activity-kinds.ts. The server, the
 * plan editor and the candidate's side read them from there instead of keeping lists of kinds.
 * No zod here: candidate routes import the registry and must stay free of it (bench/budget.json).
 */
export interface ActivityKindDefinition<T extends string = string> {
  /** `job_step_activities.activity_type` (the database's check constraint lists the same). */
  readonly type: T;
  /**
   * The plan editor adds it: a candidate can complete it. A kind not offered stays readable in
   * older plans; creating one is refused with `activity_kind_not_offered`.
   */
  readonly isOffered: boolean;
  /**
   * Submitted whole in one request (or one outbox entry): its state lives on the device until then,
   * and the activity lease (contracts/activity-lease.ts) guards only the right to submit.
   */
  readonly isSubmittedWhole: boolean;
  /**
   * It assesses or scores the candidate: a requisition whose plan holds one "uses scoring", and the
   * candidate notice (D208, contracts/candidate-notice-rules.ts) is shown before its first step.
   */
  readonly isScored: boolean;
  /**
   * The field of a plan activity (`ActivityInput`, `PatchActivity`, `PlanActivity`) carrying the
   * settings the kind keeps in `job_step_activities.settings`; absent when it keeps none there.
   */
  readonly settingsField?: string;
  /**
   * The field of a plan activity carrying what the kind keeps in its own tables (the skills test's
   * test, video answers' questions): the server kind's plan slot parses and keeps it (D442).
   */
  readonly planField?: string;
}

/** Declares a kind, keeping its literal facts (its type, its flags) for the derived lists. */
export function defineActivityKind<const D extends ActivityKindDefinition>(definition: D): D {
  return definition;
}
