/** The one Jotai store. Import atoms' helpers from here, never `jotai` directly (lint enforces). */
export { atom, useAtom, useAtomValue, useSetAtom, Provider as StoreProvider } from 'jotai';
import { createStore } from 'jotai';

export const store = createStore();
