/**
 * Asking for a step-up (D262): what changes how a person signs in sends, with the request, their
 * password, a code or a passkey's answer. Screens of several features ask (useAskStepUp); the
 * two-factor feature draws the dialog, which a route hands to the StepUpScope it puts around the
 * screen (features may not import each other). Routes pass it lazily: two-factor code loads only
 * with the network (bench/budget.json onlineOnly), and only when someone is asked.
 */
import { createContext, Suspense, useCallback, useContext, useState, type ComponentType, type ReactNode } from 'react';
import type { StepUpProof } from '../../contracts/step-up.ts';
import { ApiError } from '../lib/api-client.ts';

/**
 * What the proof is asked for, so the dialog says what the change does (D286): a change to how
 * the person signs in (a factor, recovery codes, the sign-in email), their devices signed out,
 * another person's sign-in reset by an admin, how a whole company signs in (its single sign-on, a
 * domain's check, the second-factor requirement), a new company with an owner holding every flag,
 * or a company's access and features.
 */
export type StepUpReason =
  'own_sign_in' | 'own_sessions' | 'someone_sign_in' | 'company_sign_in' | 'company_creation' | 'company_access';

/**
 * Opens the dialog titled `title`, saying what `reason` changes; each proof the person gives runs
 * `action`. A refusal shows in the dialog, which stays open to try again. Resolves with the
 * action's result, or undefined when the person cancels.
 */
export type AskStepUp = <T>(
  title: string,
  reason: StepUpReason,
  action: (proof: StepUpProof) => Promise<T>,
) => Promise<T | undefined>;

export interface StepUpDialogProps {
  title: string;
  reason: StepUpReason;
  action: (proof: StepUpProof) => Promise<unknown>;
  /** The action's result, or undefined when cancelled. */
  onClose(result: unknown): void;
}

interface Pending {
  title: string;
  reason: StepUpReason;
  action: (proof: StepUpProof) => Promise<unknown>;
  resolve: (result: unknown) => void;
}

const StepUpContext = createContext<AskStepUp | undefined>(undefined);

export function StepUpScope({
  dialog: Dialog,
  children,
}: {
  dialog: ComponentType<StepUpDialogProps>;
  children: ReactNode;
}) {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback<AskStepUp>(
    <T,>(title: string, reason: StepUpReason, action: (proof: StepUpProof) => Promise<T>) =>
      new Promise<T | undefined>((resolve) =>
        setPending({ title, reason, action, resolve: resolve as (result: unknown) => void }),
      ),
    [],
  );
  const close = (result: unknown) => {
    pending?.resolve(result);
    setPending(null);
  };
  return (
    <StepUpContext.Provider value={ask}>
      {children}
      {pending && (
        <Suspense>
          <Dialog
            key={pending.title}
            title={pending.title}
            reason={pending.reason}
            action={pending.action}
            onClose={close}
          />
        </Suspense>
      )}
    </StepUpContext.Provider>
  );
}

/**
 * A refusal the step-up dialog shows and stays open for (a missing or wrong proof, too many
 * tries). An action rethrows these and keeps any other refusal for its own form, which the
 * dialog then closes for.
 */
export const isStepUpRefusal = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'step_up_required' || error.code === 'step_up_invalid' || error.status === 429);

export function useAskStepUp(): AskStepUp {
  const ask = useContext(StepUpContext);
  if (!ask) throw new Error('useAskStepUp needs a StepUpScope around the screen (src/ui/step-up-scope.tsx).');
  return ask;
}
