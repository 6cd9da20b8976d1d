import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts, type ToastRecord, toast } from './toast-store';

/** The current toasts plus `toast` and `dismiss`, for components that render or react to them. */
export function useToast(): { toasts: ToastRecord[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
