import type { ReactNode } from 'react';
import { ErrorSummary } from './error-summary.tsx';

export interface EditorFormProps {
  /** The form's id prefix: the heading is `${id}-title`. */
  id: string;
  className: string;
  titleClassName: string;
  title: ReactNode;
  /** A problem with the whole form (the server's message), listed first. */
  problem?: ReactNode;
  /** Field errors by property name; each links to the field fieldIdOf names. */
  errors: Readonly<Record<string, ReactNode>>;
  fieldIdOf: (prop: string) => string | undefined;
  /** Changes on every failed save, so the summary takes focus again. */
  tries: number;
  onSave: () => unknown;
  children: ReactNode;
}

/** A settings editor (an onboarding form, a pathway role, a custom field): heading, error summary, fields, no browser validation. */
export function EditorForm({
  id,
  className,
  titleClassName,
  title,
  problem,
  errors,
  fieldIdOf,
  tries,
  onSave,
  children,
}: EditorFormProps) {
  const summary = [
    ...(problem ? [{ text: problem }] : []),
    ...Object.entries(errors).map(([prop, text]) => ({ text, fieldId: fieldIdOf(prop) })),
  ];
  return (
    <form
      className={className}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <h2 id={`${id}-title`} className={titleClassName}>
        {title}
      </h2>
      <ErrorSummary items={summary} attempt={tries} />
      {children}
    </form>
  );
}
