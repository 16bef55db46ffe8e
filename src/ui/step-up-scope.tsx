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
 * Opens the dialog titled `title`; each proof the person gives runs `action`. A refusal shows in
 * the dialog, which stays open to try again. Resolves with the action's result, or undefined when
 * the person cancels.
 */
export type AskStepUp = <T>(title: string, action: (proof: StepUpProof) => Promise<T>) => Promise<T | undefined>;

export interface StepUpDialogProps {
  title: string;
  action: (proof: StepUpProof) => Promise<unknown>;
  /** The action's result, or undefined when cancelled. */
  onClose(result: unknown): void;
}

interface Pending {
  title: string;
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
    <T,>(title: string, action: (proof: StepUpProof) => Promise<T>) =>
      new Promise<T | undefined>((resolve) =>
        setPending({ title, action, resolve: resolve as (result: unknown) => void }),
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
          <Dialog key={pending.title} title={pending.title} action={pending.action} onClose={close} />
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
