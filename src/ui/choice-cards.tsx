import type { ReactNode } from 'react';
import './choice-cards.css';

export interface ChoiceCardOption {
  value: string;
  label: ReactNode;
}

/** The options of one question as large cards: radios, or checkboxes when several may be chosen. */
export function ChoiceCards({
  name,
  options,
  isChosen,
  onChange,
  multiple = false,
  disabled = false,
}: {
  /** The group's name, also the prefix of each option's id. */
  name: string;
  options: readonly ChoiceCardOption[];
  isChosen(value: string): boolean;
  onChange(value: string, checked: boolean): void;
  multiple?: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="choice-cards">
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className="choice-card">
            <input
              id={id}
              className="choice-card__input"
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={isChosen(option.value)}
              disabled={disabled}
              onChange={(event) => onChange(option.value, event.target.checked)}
            />
            <label htmlFor={id} className="choice-card__label">
              {option.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
