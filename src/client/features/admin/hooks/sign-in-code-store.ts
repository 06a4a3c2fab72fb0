import { useSyncExternalStore } from 'react';
import type { SignInCode } from '../../../../shared/schemas/user.js';

/** A one-time code just issued, with the healer it is for, waiting to be shown once. */
export type IssuedCode = { name: string; phone: string; signInCode: SignInCode };

let current: IssuedCode | null = null;
const listeners = new Set<() => void>();

function emit(next: IssuedCode | null) {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Shows the code dialog (DESIGN §5). A store rather than component state: the dialog that asked
 * for the code (create, reset, phone change) closes, and the code must outlive it.
 */
export function showSignInCode(issued: IssuedCode): void {
  emit(issued);
}

/** Closes the code dialog; the code is then gone from the page for good. */
export function closeSignInCode(): void {
  emit(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The code waiting to be shown, or null. */
export function useIssuedSignInCode(): IssuedCode | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
