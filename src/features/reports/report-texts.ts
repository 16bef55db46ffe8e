/**
 * Plain-language texts of the reports: the bands, kinds, and short descriptions of the top-level
 * scales. Every band is worded as a way of working, not a verdict (D198): a personality scale says
 * which of its two ends the answers lean to, each end a strength ("Strategic", not "Low Morality").
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReportKind, ScoreBand } from '../../../contracts/reports.ts';

/** The bands of the kinds whose scales run from less to more of one thing (interests, values, competencies). */
export const BAND_TEXT: Record<Exclude<ReportKind, 'personality'>, Record<ScoreBand, MessageDescriptor>> = {
  interests: { low: msg`Less drawn to this`, average: msg`Some interest`, high: msg`Strong interest` },
  values: { low: msg`Less important to you`, average: msg`Fairly important`, high: msg`Very important to you` },
  competencies: { low: msg`Room to grow`, average: msg`Solid`, high: msg`A strength` },
};

/** Each personality scale's two ends, lower first, both worded as strengths (ipip-neo-120@1 codes). */
export const POLES: Record<string, [MessageDescriptor, MessageDescriptor]> = {
  N: [msg`Calm and even-tempered`, msg`Sensitive and alert to risks`],
  N1: [msg`Relaxed`, msg`Alert to what could go wrong`],
  N2: [msg`Patient`, msg`Passionate and quick to react`],
  N3: [msg`Upbeat`, msg`Thoughtful and serious`],
  N4: [msg`At ease with people`, msg`Modest and self-aware`],
  N5: [msg`Self-restrained`, msg`Enjoys life's pleasures`],
  N6: [msg`Steady under pressure`, msg`Values support under pressure`],
  E: [msg`Reserved and independent`, msg`Outgoing and energetic`],
  E1: [msg`Reserved`, msg`Warm and friendly`],
  E2: [msg`Enjoys time alone`, msg`Enjoys being with many people`],
  E3: [msg`Lets others lead`, msg`Takes charge`],
  E4: [msg`Unhurried`, msg`Fast-paced`],
  E5: [msg`Prefers calm`, msg`Seeks excitement`],
  E6: [msg`Serious`, msg`Cheerful`],
  O: [msg`Practical and down-to-earth`, msg`Curious and imaginative`],
  O1: [msg`Focused on facts`, msg`Imaginative`],
  O2: [msg`Practical tastes`, msg`Enjoys art and beauty`],
  O3: [msg`Even-keeled`, msg`In touch with feelings`],
  O4: [msg`Values routine`, msg`Seeks variety`],
  O5: [msg`Hands-on`, msg`Enjoys ideas`],
  O6: [msg`Values tradition`, msg`Questions tradition`],
  A: [msg`Direct and competitive`, msg`Cooperative and trusting`],
  A1: [msg`Careful with trust`, msg`Trusting`],
  A2: [msg`Strategic`, msg`Straightforward`],
  A3: [msg`Focused on own tasks`, msg`Helpful`],
  A4: [msg`Stands their ground`, msg`Seeks agreement`],
  A5: [msg`Self-assured`, msg`Modest`],
  A6: [msg`Objective`, msg`Compassionate`],
  C: [msg`Flexible and spontaneous`, msg`Organised and persistent`],
  C1: [msg`Prepares before committing`, msg`Confident in own abilities`],
  C2: [msg`Flexible about order`, msg`Orderly`],
  C3: [msg`Free-spirited`, msg`Dutiful`],
  C4: [msg`Content with a steady pace`, msg`Driven`],
  C5: [msg`Works in bursts`, msg`Self-disciplined`],
  C6: [msg`Quick to decide`, msg`Careful to decide`],
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
