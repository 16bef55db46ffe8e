/** The interview on the server: nothing of its own yet (server/modules/activity/server-kind.ts). */
import { interviewKind } from '../../../contracts/interview-kind.ts';
import { defineServerKind } from '../activity/index.ts';

export const interviewServerKind = defineServerKind({
  kind: interviewKind,
  applying: {
    minutes: 30,
    needsConnection: true,
    isLaterWithCompany: true,
  },
});
