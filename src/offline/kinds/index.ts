/**
 * The registry of outbox entry kinds: one line per kind. Adding a kind is one file beside this one
 * (an ActivityKind: endpoint, prepare, onSuccess, onRefusal, what supersedes what) and one line
 * here; the outbox's entry type, the sender, the sync loop and the online-only path follow.
 */
import type { BodyOf, Endpoint } from '../../../contracts/endpoint.ts';
import type { OfflineDb } from '../db.ts';
import type { ActivityKind, QueuedEntry } from './kind.ts';
import type { OutboxKind } from '../outbox-entry.ts';
import { answerKind } from './answer.ts';
import { startKind } from './start.ts';
import { submitKind } from './submit.ts';
import { typingResultKind } from './typing-result.ts';
import { skillsStartKind } from './skills-start.ts';
import { skillsAnswerKind } from './skills-answer.ts';
import { skillsSectionKind } from './skills-section.ts';
import { skillsSubmitKind } from './skills-submit.ts';
import { onboardingSubmitKind } from './onboarding-submit.ts';
import { languageAnswerKind } from './language-answer.ts';
import { languagePartKind } from './language-part.ts';
import { interviewEvaluationKind } from './interview-evaluation.ts';
import { applicationFormSubmitKind } from './application-form-submit.ts';
import { integritySignalsKind } from './integrity-signals.ts';
import { cameraConsentKind } from './camera-consent.ts';
import { cameraStillKind } from './camera-still.ts';

export const outboxKinds = {
  answer: answerKind,
  start: startKind,
  submit: submitKind,
  'typing-result': typingResultKind,
  'skills-start': skillsStartKind,
  'skills-answer': skillsAnswerKind,
  'skills-section': skillsSectionKind,
  'skills-submit': skillsSubmitKind,
  'onboarding-submit': onboardingSubmitKind,
  'language-answer': languageAnswerKind,
  'language-part': languagePartKind,
  'interview-evaluation': interviewEvaluationKind,
  'application-form-submit': applicationFormSubmitKind,
  'integrity-signals': integritySignalsKind,
  'camera-consent': cameraConsentKind,
  'camera-still': cameraStillKind,
};

type Kinds = typeof outboxKinds;

declare module '../outbox-entry.ts' {
  /** The schema's entry type (outbox-entry.ts) is derived from this registry, without importing it. */
  interface OutboxRegister {
    kinds: Kinds;
  }
}

export type { OutboxKind, PayloadOf, OutboxEntryOf, OutboxEntry } from '../outbox-entry.ts';
/** The contract endpoint an entry of kind K is sent to. */
export type EndpointOf<K extends OutboxKind> = Kinds[K] extends ActivityKind<K, unknown, infer E> ? E : never;
/** An entry as sent: the payload is the contract's whole request body (after `prepare`). */
export type SentEntry = { [K in OutboxKind]: QueuedEntry<K, BodyOf<EndpointOf<K>>> }[OutboxKind];

/** A request of some kind without its key (the online-only path: direct-answers.ts), its payload the contract's body. */
export type SentRequestBody = { [K in OutboxKind]: { kind: K; payload: BodyOf<EndpointOf<K>> } }[OutboxKind];
export type SentRequest = SentRequestBody & { idempotencyKey: string };

/** A kind seen through an entry of any kind (the registry is the only place entries meet their kind). */
export type AnyActivityKind = ActivityKind<string, unknown, Endpoint>;

export function kindOf(entry: { kind: OutboxKind }): AnyActivityKind {
  return outboxKinds[entry.kind];
}

export function isEntryOf<K extends OutboxKind>(kind: K) {
  return (entry: SentEntry): entry is Extract<SentEntry, { kind: K }> => entry.kind === kind;
}

/** The stores a transaction over these entries' outcomes needs, the outbox first. */
export function storesFor(db: OfflineDb, entries: readonly { kind: OutboxKind }[]) {
  const names = new Set(entries.flatMap((entry) => kindOf(entry).stores));
  return [db.outbox, ...[...names].map((name) => db[name])];
}
