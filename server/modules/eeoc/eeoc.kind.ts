/** The equal-opportunity questions on the server: nothing of their own yet (server/modules/activity/server-kind.ts). */
import { eeocKind } from '../../../contracts/eeoc-kind.ts';
import { defineServerKind } from '../activity/index.ts';

export const eeocServerKind = defineServerKind({
  kind: eeocKind,
  applying: {
    minutes: 2,
  },
});
