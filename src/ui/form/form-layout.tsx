import type { FormEvent, ReactNode } from 'react';
import './form-layout.css';

export interface FormLayoutProps {
  onSubmit: () => void;
  children: ReactNode;
  /** The submit button and any secondary actions, stacked below the fields. */
  actions?: ReactNode;
  'aria-labelledby'?: string;
}

/** A vertical form that validates itself (noValidate: our messages, not the browser's bubbles). */
export function FormLayout({ onSubmit, children, actions, ...aria }: FormLayoutProps) {
  return (
    <form
      className="form-layout"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
      {...aria}
    >
      {children}
      {actions && <div className="form-layout__actions">{actions}</div>}
    </form>
  );
}
