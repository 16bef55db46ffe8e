import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '../../ui/form/visually-hidden.tsx';
import { passwordChecks } from './password-checks.ts';
import type { PasswordCheckId } from './password-checks.ts';
import './password-checklist.css';

export interface PasswordChecklistProps {
  /** Referenced by the password fields' aria-describedby. */
  id: string;
  password: string;
  confirmation: string;
}

/** Each requirement ticks as it is met: a tick mark and hidden "done" text, never colour alone. */
export function PasswordChecklist({ id, password, confirmation }: PasswordChecklistProps) {
  const { t } = useLingui();
  const labels: Record<PasswordCheckId, string> = {
    length: t`At least 8 characters`,
    uppercase: t`An uppercase letter (A–Z)`,
    number: t`A number (0–9)`,
    special: t`A special character, like ! # or -`,
    match: t`Both passwords match`,
  };
  return (
    <div className="password-checklist" id={id}>
      <p className="password-checklist__title">{t`Your password needs:`}</p>
      <ul className="password-checklist__list">
        {passwordChecks(password, confirmation).map((check) => (
          <li
            key={check.id}
            className={
              check.isMet ? 'password-checklist__item password-checklist__item--met' : 'password-checklist__item'
            }
          >
            <span className="password-checklist__mark" aria-hidden="true">
              {check.isMet ? '✓' : ''}
            </span>
            <span>
              {labels[check.id]}
              <VisuallyHidden> {check.isMet ? t`(done)` : t`(not yet)`}</VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
