/**
 * What a timed activity's start button waits for, given by the kind's shell (the
 * offline readiness check, src/ui/offline-readiness): whether it may start, and the notice
 * to show beside it. Without a gate around it a screen starts at once.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface StartGate {
  canStart: boolean;
  notice: ReactNode;
}

const OPEN: StartGate = { canStart: true, notice: null };

export const StartGateContext = createContext<StartGate>(OPEN);

export function useStartGate(): StartGate {
  return useContext(StartGateContext);
}
