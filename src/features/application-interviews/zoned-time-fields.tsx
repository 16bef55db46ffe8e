/** An interview's zone (searchable), date and time, as the scheduling and the moving forms ask for them. */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TimeZonePicker } from '../../ui/time-zone-picker/time-zone-picker.tsx';

export function ZonedTimeFields(props: {
  id: string;
  zone: string;
  onZone: (zone: string) => void;
  date: string;
  onDate: (date: string) => void;
  time: string;
  onTime: (time: string) => void;
  isTimeInvalid?: boolean;
  /** The row's error, if any, under the fields. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const { id } = props;
  return (
    <div className="scheduling-form__row">
      <TimeZonePicker label={t`Time zone`} value={props.zone} onChange={props.onZone} />
      <label htmlFor={`${id}-date`}>
        <span>{t`Date`}</span>
        <input id={`${id}-date`} type="date" value={props.date} onChange={(e) => props.onDate(e.target.value)} />
      </label>
      <label htmlFor={`${id}-time`}>
        <span>{t`Time`}</span>
        <input
          id={`${id}-time`}
          type="time"
          value={props.time}
          onChange={(e) => props.onTime(e.target.value)}
          aria-invalid={props.isTimeInvalid ? true : undefined}
        />
      </label>
      {props.children}
    </div>
  );
}
