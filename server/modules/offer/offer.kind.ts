/** The offer on the server: nothing of its own yet (server/modules/activity/server-kind.ts). */
import { offerKind } from '../../../contracts/offer-kind.ts';
import { defineServerKind } from '../activity/index.ts';

export const offerServerKind = defineServerKind({
  kind: offerKind,
  applying: {
    minutes: 5,
    needsConnection: true,
    isLaterWithCompany: true,
  },
});
