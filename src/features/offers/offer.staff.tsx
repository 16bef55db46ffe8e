/** The offer in the staff plan editor (src/ui/staff-kit/staff-kind.ts): no plan settings (template, fields and signers are chosen per candidate). Staff-only: no candidate route imports this file. */
import { msg, t } from '@lingui/core/macro';
import { offerKind } from '../../../contracts/offer-kind.ts';
import { defineStaffKind } from '../../ui/staff-kit/staff-kind.ts';

export const offerStaffKind = defineStaffKind({
  kind: offerKind,
  label: msg`Offer`,
  refusals: {
    activity_kind_not_offered: () => t`Offers cannot be added to a plan yet: candidates could not complete them.`,
  },
});
