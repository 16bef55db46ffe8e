import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { TIME_ACCOMMODATIONS } from '../../../contracts/scorecard.ts';
import { errorText } from '../../lib/error-text.ts';
import { notify } from '../../ui/notifications.atoms.ts';
import { changeTimeAccommodation } from './scorecard.queries.ts';

type Multiplier = (typeof TIME_ACCOMMODATIONS)[number];

/**
 * The time multiplier every timed activity of this application gives (a candidate with an
 * accommodation gets 1.25, 1.5 or 2 times the time). Saved as soon as it is chosen; a section
 * the candidate has already started keeps the time it started with.
 */
export function TimeAccommodationField({
  id,
  userSmartreqId,
  value,
  readOnly,
}: {
  id: string;
  userSmartreqId: number;
  value: number;
  readOnly?: boolean;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const label = (m: number) => (m === 1 ? t`Standard time` : t`${i18n.number(m)} × the time`);
  const sending = useMutation({
    mutationFn: async (next: Multiplier) => {
      await changeTimeAccommodation(queryClient, userSmartreqId, next);
      notify({ type: 'success', body: t`Extra time saved: ${label(next)}` });
    },
    onError: (error) => {
      notify({ type: 'error', body: errorText(error) });
    },
  });
  const saving = sending.isPending;
  if (readOnly) return <span id={id}>{label(value)}</span>;

  const choose = (next: Multiplier) => {
    sending.mutate(next);
  };
  return (
    <select
      id={id}
      className="form-field__input scorecard-extra-time"
      value={String(value)}
      disabled={saving}
      onChange={(event) => void choose(Number(event.target.value) as Multiplier)}
    >
      {TIME_ACCOMMODATIONS.map((m) => (
        <option key={m} value={String(m)}>
          {label(m)}
        </option>
      ))}
    </select>
  );
}
