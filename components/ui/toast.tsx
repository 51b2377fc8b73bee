'use client';

// Imperative toasts: `toast({ title, description, variant })` from any client component, rendered by the single
// <Toaster /> mounted in app/layout.tsx. Spec §9: one toast visible, 5 s, swipe 50 px, F8 (Radix toast defaults).
// The Radix viewport is loaded on first use, so pages that never toast ship none of its code.
import * as React from 'react';
import dynamic from 'next/dynamic';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
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
export function toast({ title, description, variant = 'default' }: ToastInput): number {
  const id = nextId++;
  emit([{ id, title, description, variant, open: true }]);
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

const ToastViewport = dynamic(() => import('./toast-viewport'), { ssr: false });

export function Toaster() {
  const toasts = useToasts();
  const [used, setUsed] = React.useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  return used ? <ToastViewport toasts={toasts} /> : null;
}
