/**
 * The scorecard's "Offers": the offers made from the application itself (at any stage, when the plan
 * has no offer step, D370) and each offer activity of the plan with its offer. With none yet, a
 * recruiter starts one from a letter template, fills the company's offer fields, chooses the signers
 * and their order (the candidate, then countersigners), previews the PDF and sends it once, after
 * seeing the e-mail the candidate will receive. Then the status of each signer shows, with reminder,
 * cancel, a recorded answer and the signed PDF.
 */
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { OfferActivity } from '../../../contracts/offer.ts';
import { applicationOffersQueryOptions } from './staff-offers.queries.ts';
import { OfferCard } from './offer-card.tsx';
import { StartOffer, type OfferListing } from './start-offer.tsx';
import './staff-offers.css';

export function OfferPanel({ userSmartreqId }: { userSmartreqId: number }) {
  const offers = useQuery(applicationOffersQueryOptions(userSmartreqId));
  // A pathway's application without an offer step has no offer to make (D370).
  if (!offers.data || offers.data.activities.length === 0) return null;
  return (
    <section className="offer-panel-section" aria-labelledby="scorecard-offers-title" id="scorecard-offers">
      <h2 id="scorecard-offers-title">
        <Trans>Offers</Trans>
      </h2>
      <div className="offer-panel">
        {offers.data.activities.map((activity) => (
          <ActivityOffers
            key={activity.job_step_activity_id ?? 'application'}
            userSmartreqId={userSmartreqId}
            activity={activity}
            listing={offers.data}
          />
        ))}
      </div>
    </section>
  );
}

function ActivityOffers({
  userSmartreqId,
  activity,
  listing,
}: {
  userSmartreqId: number;
  activity: OfferActivity;
  listing: OfferListing;
}) {
  const live = activity.offers.filter(
    (o) => !['cancelled', 'declined', 'expired'].includes(o.status) || o.recorded_response !== null,
  );
  const current = activity.offers.at(-1);
  const mayStart = !activity.is_completed && live.every((o) => ['cancelled', 'declined', 'expired'].includes(o.status));
  return (
    <div className="offer-panel__activity">
      {activity.title !== null && <h3>{activity.title}</h3>}
      {current && <OfferCard userSmartreqId={userSmartreqId} offer={current} fields={listing.fields} />}
      {mayStart && <StartOffer userSmartreqId={userSmartreqId} activity={activity} listing={listing} />}
    </div>
  );
}
