/**
 * A searchable time-zone field: type part of a zone ("chic", "paris", "new_y") and pick from the
 * matches, each with its current offset; the same field wherever a zone is chosen (scheduling, the
 * company's settings), never a list of about 400 zones to scroll. The browser's own zone is the
 * default the caller passes.
 */
import { useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { timeZoneNames } from '../../lib/time-zones.ts';
import '../form/form-field.css';
import './time-zone-picker.css';

const SHOWN = 8;

export function zoneOffset(zone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** Zones whose name contains every typed word (spaces and underscores alike), the exact one first. */
export function matchZones(names: string[], typed: string): string[] {
  const words = typed.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return names.slice(0, SHOWN);
  const matching = names.filter((name) => {
    const plain = name.toLowerCase().replace(/_/g, ' ');
    return words.every((w) => plain.includes(w));
  });
  return matching.slice(0, SHOWN);
}

export function TimeZonePicker({
  value,
  onChange,
  label,
  field,
}: {
  value: string;
  onChange: (zone: string) => void;
  label: string;
  /**
   * The input's id and description (hint, error). `labelled`: a FormField around it already shows
   * the label for this id, so the picker shows none of its own.
   */
  field?: { id: string; labelled?: boolean; 'aria-describedby'?: string; 'aria-invalid'?: boolean };
}) {
  const { t } = useLingui();
  const ownId = useId();
  const id = field?.id ?? ownId;
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const names = useMemo(() => timeZoneNames(value), [value]);
  const open = typed !== null;
  const matches = open ? matchZones(names, typed) : [];
  const choose = (zone: string) => {
    onChange(zone);
    setTyped(null);
  };
  return (
    <div className="zone-picker">
      {!field?.labelled && <label htmlFor={field ? field.id : `${id}-input`}>{label}</label>}
      <input
        id={field ? field.id : `${id}-input`}
        aria-describedby={field?.['aria-describedby']}
        aria-invalid={field?.['aria-invalid']}
        className="form-field__input"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        value={typed ?? `${value.replace(/_/g, ' ')} (${zoneOffset(value)})`}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => {
          setTyped(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (!open) return;
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, matches.length - 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
          else if (e.key === 'Enter' && matches[active]) choose(matches[active]);
          else if (e.key === 'Escape') setTyped(null);
          else return;
          e.preventDefault();
        }}
        onBlur={() => setTyped(null)}
      />
      {open && (
        <ul id={`${id}-list`} role="listbox" aria-label={label} className="zone-picker__list">
          {matches.length === 0 && <li className="zone-picker__none">{t`No time zone matches.`}</li>}
          {matches.map((zone, i) => (
            <li
              key={zone}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'zone-picker__option is-active' : 'zone-picker__option'}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(zone);
              }}
            >
              {zone.replace(/_/g, ' ')} <span className="zone-picker__offset">{zoneOffset(zone)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
