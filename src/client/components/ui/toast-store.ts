import { useSyncExternalStore } from 'react';
import { LIMITS } from '../../../shared/constants/limits.js';

export type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastItem = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

/** A dismissed toast stays in memory this long before it is dropped (spec §9). */
const REMOVE_DELAY_MS = 1_000_000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Closes a toast; it is removed from memory later so that its exit can play. */
export function dismissToast(id: number): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(toasts.filter((item) => item.id !== id)), REMOVE_DELAY_MS);
}

/** Shows a toast; only one is on screen at a time, so a new one replaces the last. */
export function toast(input: { title: string; description?: string; variant?: ToastVariant }) {
  const item: ToastItem = { id: nextId++, variant: 'default', open: true, ...input };
  emit([item, ...toasts].slice(0, LIMITS.toastLimit));
  return item.id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts to render (at most one). */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
