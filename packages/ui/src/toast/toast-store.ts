import type { ReactElement, ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './constants';

/** Toast looks: `destructive` for failures. */
export const toastVariants = ['default', 'destructive'] as const;
/** One of `toastVariants`. */
export type ToastVariant = (typeof toastVariants)[number];

/** What `toast()` accepts. */
export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A `<ToastAction altText="…">` button. */
  action?: ReactElement;
  /** Overrides `TOAST_DURATION_MS` for this toast. */
  duration?: number;
}

/** A toast in the store. */
export interface ToastRecord extends ToastOptions {
  id: string;
  open: boolean;
}

/** What `toast()` returns: the toast's id and functions to change or dismiss it. */
export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

// A module-level store, so `toast()` works from anywhere (event handlers, query callbacks) without a
// hook; `<Toaster/>` subscribes to it through `useToast` (its own module: a page that only raises toasts, as /login,
// does not load the renderer for it).
let toasts: ToastRecord[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastRecord[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given; it is removed `TOAST_REMOVE_DELAY_MS` later. */
export function dismissToast(id?: string): void {
  const ids = id === undefined ? toasts.map((item) => item.id) : [id];
  for (const each of ids) scheduleRemoval(each);
  setToasts(toasts.map((item) => (ids.includes(item.id) ? { ...item, open: false } : item)));
}

function updateToast(id: string, options: ToastOptions) {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, ...options } : item)));
}

/**
 * Shows a toast. Callable from anywhere; a `<Toaster/>` must be mounted to display it. A new toast
 * replaces the visible one (`TOAST_LIMIT` is 1).
 * @example toast({ variant: 'destructive', title: 'Upload failed', description: message });
 */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id), update: (next) => updateToast(id, next) };
}

/** Calls `listener` at every change of the toasts; returns the unsubscribe function (`useToast`). */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toasts now (`useToast`'s snapshot). */
export function currentToasts(): ToastRecord[] {
  return toasts;
}

/** Clears the store and its timers. For tests and stories only. */
export function resetToasts(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  setToasts([]);
}
