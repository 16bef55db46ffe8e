/**
 * What the two ways of scheduling an interview at a chosen time share (D206): from an interview
 * activity of the plan (features/interview-scheduling) and on any application
 * (features/application-interviews). The form and its submit button, the interviewers' checkboxes,
 * and what the answer does: on success everyone is told and the form closes; on failure each field's
 * error goes under it and the reason in a notice. The styles are scheduling.css's, which the
 * applicant page loads with both.
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../form/button.tsx';
import { notify } from '../notifications.atoms.ts';

interface SchedulingFormProps {
  label?: string;
  /** The submit button's words when the form does not schedule a time itself. */
  submitLabel?: ReactNode;
  isBusy: boolean;
  onSubmit(): void;
  children: ReactNode;
}

export function SchedulingForm({ label, submitLabel, isBusy, onSubmit, children }: SchedulingFormProps) {
  return (
    <form
      className="scheduling-form"
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div>
        <Button type="submit" isBusy={isBusy} busyLabel={<Trans>Scheduling…</Trans>}>
          {submitLabel ?? <Trans>Schedule and send invitations</Trans>}
        </Button>
      </div>
    </form>
  );
}

interface Person {
  user_id: number;
  first_name: string;
  last_name: string;
}

interface InterviewerChoiceProps {
  people: Person[];
  chosen: number[];
  onChange(chosen: number[]): void;
  /** What to show when there is nobody to choose. */
  empty?: ReactNode;
  error?: ReactNode;
}

export function InterviewerChoice({ people, chosen, onChange, empty, error }: InterviewerChoiceProps) {
  return (
    <fieldset className="scheduling-week__day">
      <legend>
        <Trans>Interviewers</Trans>
      </legend>
      {people.length === 0 && empty}
      {people.map((p) => (
        <label key={p.user_id} className="booking__time">
          <input
            type="checkbox"
            checked={chosen.includes(p.user_id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, p.user_id] : chosen.filter((x) => x !== p.user_id))
            }
          />
          {p.first_name} {p.last_name}
        </label>
      ))}
      {error}
    </fieldset>
  );
}

interface SchedulingOutcomeOptions {
  onDone(): void;
  setErrors(errors: Record<string, string>): void;
  /** A field's message from the server, in the reader's language. */
  fieldText(message: string): string;
  /** The failed call's message, in the reader's language. */
  errorText(error: unknown): string;
}

/** The scheduling mutation's onSuccess and onError. */
export function useSchedulingOutcome({ onDone, setErrors, fieldText, errorText }: SchedulingOutcomeOptions) {
  const { t } = useLingui();
  return {
    onSuccess: () => {
      notify({
        type: 'success',
        body: t`The interview is scheduled. The candidate and the interviewers get an invitation.`,
      });
      onDone();
    },
    onError: (e: unknown) => {
      setErrors(
        Object.fromEntries(Object.entries(fieldErrorTexts(e)).map(([k, v]) => [k.replace(/\.\d+$/, ''), fieldText(v)])),
      );
      notify({ type: 'error', body: errorText(e) });
    },
  };
}
