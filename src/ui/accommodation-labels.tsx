/** The words for accommodations (D200), shared by the candidate's tracker and the staff scorecard. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { AccommodationKind, AccommodationStatus } from '../../contracts/accommodation-kinds.ts';

export const ACCOMMODATION_TEXT: Record<AccommodationKind, MessageDescriptor> = {
  extra_time: msg`Extra time on timed tests`,
  breaks: msg`Breaks between timed sections`,
  no_countdown: msg`No visible countdown`,
  screen_reader: msg`Screen-reader mode`,
  alternative_process: msg`Alternative process`,
};

export const ACCOMMODATION_STATUS_TEXT: Record<AccommodationStatus, MessageDescriptor> = {
  pending: msg`Waiting for a decision`,
  approved: msg`Approved`,
  declined: msg`Declined`,
};

export function AccommodationLabel({ kind }: { kind: AccommodationKind }) {
  const { _ } = useLingui();
  return <>{_(ACCOMMODATION_TEXT[kind])}</>;
}

export function AccommodationStatusLabel({ status }: { status: AccommodationStatus }) {
  const { _ } = useLingui();
  return <>{_(ACCOMMODATION_STATUS_TEXT[status])}</>;
}
