/** Plain-language texts of the reports: bands, kinds, and short descriptions of the top-level scales. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReportKind, ScoreBand } from '../../../contracts/reports.ts';

export const BAND_TEXT: Record<ScoreBand, MessageDescriptor> = {
  low: msg`Low`,
  average: msg`Average`,
  high: msg`High`,
};

export const KIND_TEXT: Record<ReportKind, MessageDescriptor> = {
  personality: msg`Personality`,
  interests: msg`Interests`,
  values: msg`Work values`,
  competencies: msg`Competencies`,
};

/** Short descriptions by scale code, used when the content has none of its own. */
export const DESCRIPTIONS: Partial<Record<ReportKind, Record<string, MessageDescriptor>>> = {
  personality: {
    N: msg`How often you feel worry, stress, anger or sadness.`,
    E: msg`How much you seek out company, activity and excitement.`,
    O: msg`How much you enjoy new ideas, art, feelings and experiences.`,
    A: msg`How much you trust, help and cooperate with other people.`,
    C: msg`How organised, careful and persistent you are in your work.`,
  },
  interests: {
    R: msg`Realistic: working with your hands, tools, machines or outdoors.`,
    I: msg`Investigative: studying, analysing and solving problems.`,
    A: msg`Artistic: creating, designing and expressing ideas.`,
    S: msg`Social: helping, teaching and caring for people.`,
    E: msg`Enterprising: leading, persuading and selling.`,
    C: msg`Conventional: organising data, records and procedures.`,
  },
  values: {
    ACH: msg`Using your abilities and seeing results from your work.`,
    IND: msg`Deciding for yourself how to do your work.`,
    REC: msg`Being noticed and valued for the work you do.`,
    REL: msg`Working with friendly colleagues and helping others.`,
    SUP: msg`Having managers who back you and treat people fairly.`,
    WCO: msg`Fair pay, a steady workload and pleasant conditions.`,
    VAR: msg`Doing different things from day to day.`,
    SEC: msg`Steady employment you can count on.`,
  },
  competencies: {
    COM: msg`Explaining things clearly and listening well.`,
    TEA: msg`Working with others towards a shared goal.`,
    PRS: msg`Finding the cause of a problem and a way to solve it.`,
    ADA: msg`Adjusting well when plans or conditions change.`,
    CUS: msg`Understanding and meeting the needs of customers.`,
    PLA: msg`Planning work and keeping it in order.`,
    INT: msg`Being honest and keeping your word.`,
    INI: msg`Starting things yourself without waiting to be asked.`,
  },
};
