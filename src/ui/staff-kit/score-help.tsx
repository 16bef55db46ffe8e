/**
 * A score's scale and source, next to the score (D214). `ScoreHelp` is a toggletip: a button that
 * shows and hides the explanation on click, Enter or Space and hides it on Escape, so it is reached
 * by keyboard and read by screen readers (no hover-only tooltip). `ScoreLine` says the same in a
 * short line where there is room (a board, a chart's panel).
 */
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SCORE_EXPLANATIONS, type ScoreKind } from './score-explanation.ts';
import './score-help.css';

export interface ScoreHelpProps {
  kind: ScoreKind;
  /** The score's name as the screen shows it ("Fit score"): the button's accessible name says what it explains. */
  name: string;
}

export function ScoreHelp({ kind, name }: ScoreHelpProps) {
  const { t, i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="score-help">
      <button
        type="button"
        className="score-help__button"
        aria-label={t`How ${name} is scored`}
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && isOpen) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        ?
      </button>
      <span id={id} className="score-help__text" hidden={!isOpen}>
        {i18n._(SCORE_EXPLANATIONS[kind])}
      </span>
    </span>
  );
}

export function ScoreLine({ kind, name }: ScoreHelpProps) {
  const { t, i18n } = useLingui();
  return (
    <p className="score-line">
      <span className="score-line__name">{t`${name}:`}</span> {i18n._(SCORE_EXPLANATIONS[kind])}
    </p>
  );
}
