/**
 * The scorecard's accommodations (D200): what the candidate asked for, in their words, and the
 * team's decision. Approving extra time chooses the multiplier every timed item then applies (the
 * same value as the header's extra-time choice, which it updates); decisions are audited. A
 * request may say why (a disability, health): only colleagues with access to private data receive
 * the requests and decide them; the rest of the team sees what applies (D263).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EXTRA_TIME_MULTIPLIERS,
  type AccommodationKind,
  type AccommodationRequest,
  type ExtraTimeMultiplier,
} from '../../../contracts/accommodation-kinds.ts';
import { call } from '../../lib/api-client.ts';
import { decideAccommodation, listApplicantAccommodations } from '../../lib/api/accommodations.ts';
import { errorText } from '../../lib/error-text.ts';
import { AccommodationLabel, AccommodationStatusLabel } from '../../ui/accommodation-labels.tsx';
import { Button } from '../../ui/form/button.tsx';
import { Section } from './scorecard-sections.tsx';
import { formatDate } from './scorecard-format.tsx';
import { scorecardKeys } from './scorecard.queries.ts';

const accommodationsKey = (id: number) => [...scorecardKeys.all(id), 'accommodations'] as const;

export function AccommodationsSection({ userSmartreqId, isPrint }: { userSmartreqId: number; isPrint: boolean }) {
  const query = useQuery({
    queryKey: accommodationsKey(userSmartreqId),
    queryFn: ({ signal }) => call(listApplicantAccommodations, { params: { userSmartreqId }, signal }),
  });
  if (!query.data) return null;
  const { requests, approved_kinds, time_accommodation, can_see_requests } = query.data;
  if (!can_see_requests) {
    if (approved_kinds.length === 0 && isPrint) return null;
    return (
      <Section id="scorecard-accommodations" title={<Trans>Accommodations</Trans>}>
        {approved_kinds.length > 0 ? (
          <Applies kinds={approved_kinds} timeAccommodation={time_accommodation} />
        ) : (
          <p className="scorecard-section__empty">
            <Trans>No accommodation applies.</Trans>
          </p>
        )}
        <p className="scorecard-section__muted">
          <Trans>Requests and their reasons are shown only to colleagues with access to private data.</Trans>
        </p>
      </Section>
    );
  }
  if (requests.length === 0 && isPrint) return null;
  return (
    <Section id="scorecard-accommodations" title={<Trans>Accommodations</Trans>}>
      {requests.length === 0 ? (
        <p className="scorecard-section__empty">
          <Trans>The candidate has not asked for any accommodation.</Trans>
        </p>
      ) : (
        <>
          {approved_kinds.length > 0 && <Applies kinds={approved_kinds} timeAccommodation={time_accommodation} />}
          <ul className="scorecard-plain-list scorecard-accommodations">
            {requests.map((r) => (
              <RequestItem
                key={r.accommodation_request_id}
                request={r}
                userSmartreqId={userSmartreqId}
                isPrint={isPrint}
              />
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

/** What applies now: every approved kind, extra time with its multiplier. */
function Applies({ kinds, timeAccommodation }: { kinds: AccommodationKind[]; timeAccommodation: number }) {
  const { i18n } = useLingui();
  const multiplier = i18n.number(timeAccommodation);
  return (
    <p>
      <Trans>Applies:</Trans>{' '}
      {kinds.map((kind, i) => (
        <span key={kind}>
          {i > 0 && ', '}
          <AccommodationLabel kind={kind} />
          {kind === 'extra_time' && <> (×{multiplier})</>}
        </span>
      ))}
    </p>
  );
}

function RequestItem({
  request,
  userSmartreqId,
  isPrint,
}: {
  request: AccommodationRequest;
  userSmartreqId: number;
  isPrint: boolean;
}) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [multiplier, setMultiplier] = useState<ExtraTimeMultiplier>(1.5);
  const [error, setError] = useState<string | undefined>();
  const asksTime = request.kinds.includes('extra_time');
  const decide = useMutation({
    mutationFn: (decision: 'approved' | 'declined') =>
      call(decideAccommodation, {
        params: { userSmartreqId, requestId: request.accommodation_request_id },
        body: decision === 'approved' && asksTime ? { decision, time_multiplier: multiplier } : { decision },
      }),
    onSuccess: async (data) => {
      setError(undefined);
      queryClient.setQueryData(accommodationsKey(userSmartreqId), data);
      // The header's extra time and the history change with an approval.
      await queryClient.invalidateQueries({ queryKey: scorecardKeys.card(userSmartreqId) });
      await queryClient.invalidateQueries({ queryKey: scorecardKeys.history(userSmartreqId) });
    },
    onError: (e) => setError(errorText(e)),
  });
  const askedOn = formatDate(i18n.locale, request.created_at);
  const selectId = `accommodation-multiplier-${request.accommodation_request_id}`;
  return (
    <li className="scorecard-accommodation">
      <p>
        <strong>
          <AccommodationStatusLabel status={request.status} />
        </strong>{' '}
        · <Trans>Asked {askedOn}</Trans>
      </p>
      <ul>
        {request.kinds.map((kind) => (
          <li key={kind}>
            <AccommodationLabel kind={kind} />
            {kind === 'extra_time' && request.time_multiplier !== null && (
              <> (×{i18n.number(request.time_multiplier)})</>
            )}
          </li>
        ))}
      </ul>
      {request.note && <blockquote className="scorecard-accommodation__note">{request.note}</blockquote>}
      {request.decision_note && <p className="scorecard-section__empty">{request.decision_note}</p>}
      {request.status === 'pending' && !isPrint && (
        <div className="scorecard-accommodation__decide">
          {asksTime && (
            <label htmlFor={selectId}>
              <Trans>Extra time to give</Trans>{' '}
              <select
                id={selectId}
                value={multiplier}
                onChange={(e) => setMultiplier(Number(e.target.value) as ExtraTimeMultiplier)}
              >
                {EXTRA_TIME_MULTIPLIERS.map((m) => (
                  <option key={m} value={m}>
                    ×{i18n.number(m)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Button
            onClick={() => decide.mutate('approved')}
            isBusy={decide.isPending && decide.variables === 'approved'}
          >
            <Trans>Approve</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => decide.mutate('declined')}
            isBusy={decide.isPending && decide.variables === 'declined'}
            aria-label={t`Decline the request`}
          >
            <Trans>Decline</Trans>
          </Button>
          {error && (
            <p className="form-field__error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
