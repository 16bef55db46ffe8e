// What one candidate's run did and what was found against the server: apart from run.ts, so the
// verifiers it calls (verify-application.ts) read these without importing it back.
import type { Session } from './api.ts';
import type { Device, FaultCounts } from './device.ts';
import type { FormDid, ResumeDid } from './application.ts';
import type { EeocDid } from './eeoc.ts';
import type { LanguageDid } from './language.ts';
import type { QuestionnaireDid } from './questionnaire.ts';
import type { ScreeningDid } from './screening.ts';
import type { SkillsDid } from './skills.ts';
import type { TypingDid } from './typing.ts';
import type { VideoDid } from './video.ts';

export type ActivityKind =
  'questionnaire' | 'typing' | 'screening' | 'form' | 'resume' | 'eeoc' | 'skills' | 'language' | 'video';

export interface CandidateRun {
  email: string;
  password: string;
  session: Session;
  questionnaire?: QuestionnaireDid;
  typing?: TypingDid;
  screening?: ScreeningDid;
  form?: FormDid;
  resume?: ResumeDid;
  eeoc?: EeocDid;
  skills?: SkillsDid;
  language?: LanguageDid;
  video?: VideoDid;
  /** The browser profile's device id (src/lib/device-id.ts): the server repeats a receipt to the device that submitted. */
  deviceId?: string;
  faults: FaultCounts;
  requests: Device['requests'];
}

export interface Finding {
  email: string;
  /** 'device': the device's own promise, whatever the activity (a refused write the screen did not tell). */
  activity: ActivityKind | 'device';
  problem: 'lost' | 'duplicated' | 'wrong' | 'unfinished' | 'refused' | 'untold';
  detail: string;
}

export interface Verdict {
  answersChecked: number;
  /** The skills test's section starts compared with what the person saw (verify-timed.ts). */
  timersChecked: number;
  lost: number;
  duplicated: number;
  findings: Finding[];
}
