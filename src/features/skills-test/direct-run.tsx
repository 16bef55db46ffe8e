/**
 * The skills test online only (no IndexedDB): its writes through the shell's direct channel. The
 * answers and the submission go through the channel (DirectAnswers with skillsEncoding, so the same
 * endpoints and bodies as the outbox's 'skills-*' entries, and a receipt for the submission,
 * promise 8); a section's start and close are single requests (src/offline/direct-skills.ts) sent
 * with the channel's attempt id. The countdowns live in the page, from the server's starts (the
 * content, each start's reply, section-details), so a reload continues them. Its own chunk.
 */
import { useState } from 'react';
import type { SkillsTestContent } from '../../../contracts/skills-test.ts';
import type { TimerRecord } from '../../offline/db.ts';
import { closeSectionDirect, startSectionDirect, timerFromDetails } from '../../offline/direct-skills.ts';
import { SectionClosedError } from '../../offline/skills-test.ts';
import { remainingMs } from '../../offline/skills-timer.ts';
import type { AnswerChannel, DirectState } from '../../ui/activity-shell/answer-channel.ts';
import { pageClock } from './page-clock.ts';
import { TimedSections, type TimedSectionsProps } from './sections-screen.tsx';
import type { SkillsRun } from './skills-run.ts';

type Timers = Readonly<Record<number, TimerRecord>>;

function useDirectRun(
  channel: AnswerChannel,
  direct: DirectState,
  attemptId: string,
  props: TimedSectionsProps,
): SkillsRun {
  const { activity, test, fetchedAt } = props;
  const target = { refId: activity.refId, jobStepActivityId: activity.activityId };
  const [timers, setTimers] = useState<Timers>(() => initialTimers(attemptId, test, fetchedAt));
  const closeHere = (ids: readonly number[]) => {
    const at = new Date().toISOString();
    setTimers((all) => ({
      ...all,
      ...Object.fromEntries(
        ids.flatMap((id) => (all[id] ? [[id, { ...all[id], closedAt: all[id].closedAt ?? at }]] : [])),
      ),
    }));
  };
  return {
    timers: Object.values(timers),
    adopt(details, offsetMs) {
      const timer = timerFromDetails(attemptId, details, offsetMs);
      // A section this page closed stays closed (the close may still be on its way).
      if (timer)
        setTimers((all) => ({
          ...all,
          [details.skills_test_section_id]: {
            ...timer,
            ...(all[details.skills_test_section_id]?.closedAt
              ? { closedAt: all[details.skills_test_section_id]!.closedAt }
              : {}),
          },
        }));
    },
    async start(section) {
      const result = await startSectionDirect(
        direct.send,
        { ...target, attemptId },
        section.skills_test_section_id,
        pageClock(),
      );
      if (result.kind === 'started') {
        setTimers((all) => ({ ...all, [section.skills_test_section_id]: result.timer }));
        return undefined;
      }
      return result.kind === 'refused' ? { kind: 'refused', refusal: result.refusal } : { kind: 'not-sent' };
    },
    async finish(sectionId) {
      // The close waits for the answers: once it is on the server they could only be late.
      const unsent = await direct.flush();
      const result =
        unsent > 0
          ? ({ kind: 'retry', error: 'answers not sent yet' } as const)
          : await closeSectionDirect(direct.send, target, sectionId);
      if (result.kind === 'retry') return { kind: 'not-sent' };
      // A refusal means the server closed it already (its own clock): the section is over either way.
      closeHere([sectionId]);
      return undefined;
    },
    async timeUp(sectionIds) {
      await direct.flush();
      closeHere(sectionIds);
      await Promise.all(sectionIds.map((id) => closeSectionDirect(direct.send, target, id)));
    },
    async answer(sectionId, questionId, optionId) {
      const timer = timers[sectionId];
      // As on the device: once the countdown is at 0 an answer is not taken.
      if (!timer || timer.closedAt || remainingMs(timer, pageClock().now()) <= 0) throw new SectionClosedError();
      await channel.answer(String(questionId), optionId);
    },
    submit: () => channel.submit(),
  };
}

/** The server's timers as the content had them, read with the offset of its fetch. */
function initialTimers(attemptId: string, test: SkillsTestContent, fetchedAt: number): Timers {
  const offset = Date.parse(test.server_now) - fetchedAt;
  const found: Record<number, TimerRecord> = {};
  for (const s of test.sections) {
    const timer = s.details && !s.is_practice ? timerFromDetails(attemptId, s.details, offset) : undefined;
    if (timer) found[s.skills_test_section_id] = timer;
  }
  return found;
}

/** The one screen of the skills test, with the writes that go straight to the server. */
export function DirectSections(props: TimedSectionsProps & { direct: DirectState; attemptId: string }) {
  const { direct, attemptId, ...screen } = props;
  const run = useDirectRun(screen.channel, direct, attemptId, screen);
  return <TimedSections {...screen} run={run} />;
}
