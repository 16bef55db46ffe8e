/** A skills test section's close (time up or the candidate's submit): nothing to record on the device either way. */
import type * as contract from '../../../contracts/skills-test.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { submitSection } from '../../lib/api/skills-test.ts';
import { sendAsQueued, type ActivityKind } from './kind.ts';

export type SkillsSectionPayload = BodyOf<typeof contract.submitSection>;

export const skillsSectionKind: ActivityKind<'skills-section', SkillsSectionPayload, typeof contract.submitSection> = {
  kind: 'skills-section',
  get endpoint() {
    return submitSection;
  },
  prepare: sendAsQueued,
  stores: [],
  onSuccess: () => Promise.resolve(),
  onRefusal: () => Promise.resolve(),
};
