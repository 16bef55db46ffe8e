/**
 * Every activity kind's name in the visitor's language, once (D186): its labels in its
 * own feature folder (`src/features/<kind>/<kind>.label.ts`), listed by labels.gen.ts (npm run
 * kinds). The job link's
 * route passes `kindLabelOf` to its page. Kept apart from the kinds' candidate definitions
 * (src/kinds/candidate.ts): the job link is a first screen and loads only the names
 * (bench/budget.json). Their messages are in the main catalog (lingui.config.ts).
 */
import type { MessageDescriptor } from '@lingui/core';
import { KIND_LABEL_DEFINITIONS } from './labels.gen.ts';

const KIND_LABELS: Readonly<Record<string, MessageDescriptor>> = Object.assign({}, ...KIND_LABEL_DEFINITIONS);

/** A kind's name (the job link's list of a plan's activities); undefined for a type no kind names. */
export function kindLabelOf(type: string): MessageDescriptor | undefined {
  return Object.hasOwn(KIND_LABELS, type) ? KIND_LABELS[type] : undefined;
}
