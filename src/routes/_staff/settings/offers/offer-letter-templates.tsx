import { createFileRoute } from '@tanstack/react-router';
import { OfferTemplatesSettings } from '../../../../features/staff-offers/offer-templates-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/offers/offer-letter-templates')({
  component: () => <OfferTemplatesSettings kind="letter" />,
});
