/**
 * A plan activity's kind in the visitor's language: the company's own titles are in its language
 * only. Each kind names itself (src/kinds/labels.ts `kindLabelOf`); the route passes that in.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A kind's name by its type; undefined for a type no kind names. */
export type KindLabelOf = (type: string) => MessageDescriptor | undefined;

const OTHER = msg`Activity`;

export const activityLabel = (kindLabel: KindLabelOf, type: string): MessageDescriptor => kindLabel(type) ?? OTHER;
