/** Where a timed section stands: from this device's timer when it has one, else from what the server said. */
import type { SkillsTestSection } from '../../../contracts/skills-test.ts';
import type { TimerRecord } from '../../offline/db.ts';
import { remainingMs } from '../../offline/skills-timer.ts';

export type SectionState = 'not-started' | 'running' | 'done';

export function stateOf(section: SkillsTestSection, timer: TimerRecord | undefined, now: number): SectionState {
  if (timer) return timer.closedAt || remainingMs(timer, now) <= 0 ? 'done' : 'running';
  const d = section.details;
  if (d?.section_started_at) return d.submitted_at || d.remaining_seconds <= 0 ? 'done' : 'running';
  return 'not-started';
}
