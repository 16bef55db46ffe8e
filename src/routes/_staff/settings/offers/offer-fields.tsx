import { createFileRoute } from '@tanstack/react-router';
import { OfferFieldsSettings } from '../../../../features/staff-offers/offer-fields-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/offers/offer-fields')({
  component: OfferFieldsSettings,
});
