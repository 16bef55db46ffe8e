/**
 * The tracker's accommodations (D200): what the candidate asked for on this application, the
 * company's decision, and a form to ask. Online only (asking reaches the hiring team at once): offline
 * it says so instead of "Loading…" while the paused read waits, and it loads once back online.
 * Loaded lazily by the tracker, so the tracker's first paint does not wait for it. What the candidate
 * ticks and writes is a draft on the device (form-drafts.ts, D365): a reload opens the form again
 * over it; sent or cancelled, it goes.
 */
import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ACCOMMODATION_KINDS,
  ACCOMMODATION_NOTE_MAX,
  type AccommodationKind,
  type AccommodationState,
} from '../../../contracts/accommodation-kinds.ts';
import { call } from '../../lib/api-client.ts';
import { askAccommodation, getMyAccommodations } from '../../lib/api/accommodations.ts';
import { errorText, fieldErrorTexts, hasCode } from '../../lib/error-text.ts';
import { AccommodationLabel, AccommodationStatusLabel } from '../../ui/accommodation-labels.tsx';
import { Button } from '../../ui/form/button.tsx';
import { isUnreachable } from '../../ui/offline-readiness/needs-connection.tsx';
import { accommodationDraftKey } from '../../offline/form-drafts.ts';
import { useFormDraft } from '../../offline-hooks/use-form-draft.ts';

const accommodationsKey = (refId: string) => ['accommodations', refId] as const;

export default function AccommodationPanel({ refId }: { refId: string }) {
  const query = useQuery({
    queryKey: accommodationsKey(refId),
    queryFn: ({ signal }) => call(getMyAccommodations, { params: { refId }, signal }),
  });
  return (
    <section className="tracker-accommodations" aria-labelledby="accommodations-title">
      <h2 id="accommodations-title" className="tracker-step__title">
        <Trans>Accommodations</Trans>
      </h2>
      {query.isPending && !isUnreachable(query) ? (
        <p className="candidate-page__muted">
          <Trans>Loading…</Trans>
        </p>
      ) : query.isPending || query.isError ? (
        <p className="candidate-page__muted">
          <Trans>Your accommodations could not be loaded. Asking for one needs a connection.</Trans>
        </p>
      ) : (
        <AccommodationBody refId={refId} state={query.data} />
      )}
    </section>
  );
}

function AccommodationBody({ refId, state }: { refId: string; state: AccommodationState }) {
  const { i18n, t } = useLingui();
  const pending = state.requests.find((r) => r.status === 'pending');
  const multiplier = i18n.number(state.time_accommodation);
  return (
    <>
      {state.approved_kinds.length > 0 && (
        <div className="tracker-accommodations__approved">
          <p>
            <Trans>Approved for this application:</Trans>
          </p>
          <ul>
            {state.approved_kinds.map((kind) => (
              <li key={kind}>
                <AccommodationLabel kind={kind} />
                {kind === 'extra_time' && state.time_accommodation !== 1 && <> (×{multiplier})</>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.requests.length > 0 && (
        <ul className="tracker-accommodations__requests" aria-label={t`Your requests`}>
          {state.requests.map((r) => (
            <li key={r.accommodation_request_id}>
              <strong>
                <AccommodationStatusLabel status={r.status} />
              </strong>
              {': '}
              {r.kinds.map((kind, i) => (
                <span key={kind}>
                  {i > 0 && ', '}
                  <AccommodationLabel kind={kind} />
                </span>
              ))}
              {r.decision_note && <p className="candidate-page__muted">{r.decision_note}</p>}
            </li>
          ))}
        </ul>
      )}
      {pending ? (
        <p className="candidate-page__muted">
          <Trans>
            The company has your request; its decision shows here. A timed test started before then keeps its own time.
          </Trans>
        </p>
      ) : (
        <AskForm refId={refId} />
      )}
    </>
  );
}

interface AskValues {
  kinds: AccommodationKind[];
  note: string;
}

/** A draft's fields that still mean something (a kind since removed is dropped). */
function withAskDraft(values: AskValues, draft: Record<string, unknown>): AskValues {
  const kinds = Array.isArray(draft.kinds)
    ? ACCOMMODATION_KINDS.filter((kind) => (draft.kinds as unknown[]).includes(kind))
    : values.kinds;
  return { kinds, note: typeof draft.note === 'string' ? draft.note : values.note };
}

function AskForm({ refId }: { refId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [opened, setOpen] = useState(false);
  const draft = useFormDraft<AskValues>(accommodationDraftKey(refId), { kinds: [], note: '' }, withAskDraft);
  const { kinds, note } = draft.values;
  const setKinds = (next: AccommodationKind[]) => draft.update((v) => ({ ...v, kinds: next }));
  const setNote = (next: string) => draft.update((v) => ({ ...v, note: next }));
  // A request begun before a reload opens again as it was left.
  const isOpen = opened || draft.hasDraft;
  const [errors, setErrors] = useState<{ kinds?: string; note?: string; form?: string }>({});
  const firstBox = useRef<HTMLInputElement>(null);
  const ask = useMutation({
    mutationFn: () => call(askAccommodation, { params: { refId }, body: { kinds, note: note.trim() } }),
    onSuccess: async (data) => {
      await draft.clear();
      queryClient.setQueryData(accommodationsKey(refId), data);
      setOpen(false);
    },
    onError: (error) => {
      const fields = fieldErrorTexts(error);
      setErrors({
        kinds: fields.kinds,
        note: fields.note,
        form: hasCode(error, 'conflict')
          ? t`Your earlier request is still waiting for a decision.`
          : fields.kinds || fields.note
            ? undefined
            : errorText(error),
      });
    },
  });
  if (!isOpen)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Ask for an accommodation</Trans>
      </Button>
    );
  const submit = () => {
    if (kinds.length === 0) {
      setErrors({ kinds: t`Choose at least one accommodation.` });
      firstBox.current?.focus();
      return;
    }
    if (note.trim().length > ACCOMMODATION_NOTE_MAX) {
      setErrors({ note: t`Keep it under ${ACCOMMODATION_NOTE_MAX} characters.` });
      return;
    }
    setErrors({});
    ask.mutate();
  };
  return (
    <form
      className="tracker-accommodations__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset aria-describedby={errors.kinds ? 'accommodation-kinds-error' : undefined}>
        <legend>
          <Trans>What would help you?</Trans>
        </legend>
        {errors.kinds && (
          <p id="accommodation-kinds-error" className="form-field__error">
            {errors.kinds}
          </p>
        )}
        {ACCOMMODATION_KINDS.map((kind, i) => (
          <label key={kind} className="tracker-accommodations__choice">
            <input
              ref={i === 0 ? firstBox : undefined}
              type="checkbox"
              checked={kinds.includes(kind)}
              onChange={(e) => setKinds(e.target.checked ? [...kinds, kind] : kinds.filter((k) => k !== kind))}
            />
            <AccommodationLabel kind={kind} />
          </label>
        ))}
      </fieldset>
      <label htmlFor="accommodation-note">
        <Trans>Anything the company should know (optional)</Trans>
      </label>
      {errors.note && (
        <p id="accommodation-note-error" className="form-field__error">
          {errors.note}
        </p>
      )}
      <textarea
        id="accommodation-note"
        rows={3}
        value={note}
        maxLength={ACCOMMODATION_NOTE_MAX}
        aria-describedby={errors.note ? 'accommodation-note-error' : undefined}
        onChange={(e) => setNote(e.target.value)}
      />
      {errors.form && (
        <p className="form-field__error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="tracker-accommodations__actions">
        <Button type="submit" isBusy={ask.isPending}>
          <Trans>Send my request</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            void draft.clear();
            setOpen(false);
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
