/** The application form and the resume on the server: nothing of their own yet (server/modules/activity/server-kind.ts). */
import { formKind, resumeKind } from '../../../contracts/application-form-kind.ts';
import { defineServerKind } from '../activity/index.ts';

export const formServerKind = defineServerKind({
  kind: formKind,
  applying: {
    minutes: 5,
  },
});
export const resumeServerKind = defineServerKind({
  kind: resumeKind,
  applying: { minutes: 2 },
});
