// The toast store: `toast({ title, description, variant })` from any client component; <Toaster /> (toast.tsx) renders
// it. Kept apart from the viewport and the Toaster so neither imports the other back.
import * as React from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * Stays until closed or replaced by the next toast: a failure after « Envoyer » that has no field to show it
   * (connection lost, server busy), which a visitor who looked away for 5 s must still find (WCAG 2.2.1).
   */
  persistent?: boolean;
  /**
   * 'title': a screen reader hears the title only. For a toast whose description the page already says where it has
   * just put the focus (a field's error, a request's answer): shown whole, announced once.
   */
  announce?: 'all' | 'title';
}

export interface ToastItem extends Required<Omit<ToastInput, 'description' | 'persistent' | 'announce'>> {
  id: number;
  description?: string;
  persistent?: boolean;
  announce?: ToastInput['announce'];
  open: boolean;
}

type Listener = () => void;

let current: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly ToastItem[]): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the visible one (one toast at a time). Returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ variant: 'default', ...input, id, open: true }]);
  return id;
}

/** Closes a toast (or the visible one) early. */
export function dismissToast(id?: number): void {
  emit(current.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id: number): void {
  emit(current.filter((t) => t.id !== id));
}

/** The toasts currently in the store (at most one). */
export function getToasts(): readonly ToastItem[] {
  return current;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: readonly ToastItem[] = [];

export function useToasts(): readonly ToastItem[] {
  return React.useSyncExternalStore(subscribe, getToasts, () => EMPTY);
}
